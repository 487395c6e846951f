/** Starts the media service's app on port 0 against the real FerretDB, MinIO and NATS. */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { outboxCollection, OutboxEvent, type Events, type OutboxRelay } from '@rawi/kit';
import {
  bearer,
  checkedFetch,
  mintToken,
  startServiceTestServer,
  testInfra,
  testLogger,
} from '@rawi/kit/testing';
import { createApp } from '../app.ts';
import { uploadedEvents } from '../events/uploaded-events.ts';
import { updatedEvents } from '../events/updated-events.ts';
import { MediaFileModel } from '../models/media-file.ts';
import { createMediaBucket, type MediaBucket } from '../storage/media-bucket.ts';

export interface MediaTestServer {
  url: string;
  bucket: MediaBucket;
  relay: OutboxRelay;
  events: Events;
  uploadDir: string;
  /** The object keys in the test bucket. */
  objects(): Promise<string[]>;
  /** Files left in the upload folder (must stay empty between requests). */
  leftovers(): Promise<string[]>;
  /** Empties the bucket, the records and the outbox. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function testBucket(
  name = `t-media-${randomUUID().slice(0, 8)}`,
  endpoint = testInfra().s3.endpoint,
): MediaBucket {
  const { s3 } = testInfra();
  return createMediaBucket({
    endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket: name,
    region: s3.region,
  });
}

/** A MinIO client on the test infrastructure's server, to see its buckets behind the service's back. */
export function testMinio(): Client {
  const { s3 } = testInfra();
  const endpoint = new URL(s3.endpoint);
  return new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
  });
}

export async function getTestServer(label = 'media'): Promise<MediaTestServer> {
  const bucket = testBucket();
  const uploadDir = await mkdtemp(join(tmpdir(), 'rawi-media-uploads-'));
  const server = await startServiceTestServer({
    label,
    outboxSources: [uploadedEvents, updatedEvents, outboxCollection],
    prepare: () => bucket.ensure(testLogger, 3),
    createApp: ({ relay, verifyToken }) =>
      createApp({ logger: testLogger, verifyToken, bucket, relay, uploadDir }),
  });
  const client = testMinio();
  return {
    url: server.url,
    bucket,
    relay: server.relay,
    events: server.events,
    uploadDir,
    async objects() {
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket.name, '', true)) {
        if ('name' in item && item.name) keys.push(item.name);
      }
      return keys.sort();
    },
    leftovers: () => readdir(uploadDir),
    async reset() {
      await MediaFileModel.deleteMany({});
      await OutboxEvent.deleteMany({});
      for await (const item of client.listObjectsV2(bucket.name, '', true)) {
        if ('name' in item && item.name) await client.removeObject(bucket.name, item.name);
      }
    },
    async close() {
      await server.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export const adminHeaders = () => bearer(mintToken({ username: 'noura', role: 'admin' }));

export interface UploadOptions {
  name?: string;
  /** The type the client claims; the service must not believe it. */
  type?: string;
  kind?: string;
  headers?: Record<string, string>;
  field?: string;
}

/** Sends one file as multipart/form-data, as the admin's browser does. */
export function upload(
  url: string,
  bytes: Buffer,
  {
    name = 'photo.png',
    type = 'image/png',
    kind,
    headers = adminHeaders(),
    field = 'file',
  }: UploadOptions = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return postUpload(url, form, headers, kind ? `?kind=${encodeURIComponent(kind)}` : '');
}

/** POSTs any body to the upload route (a form of its own making, or not a form at all). */
export function postUpload(
  url: string,
  body: FormData | string,
  headers: Record<string, string> = adminHeaders(),
  query = '',
) {
  return checkedFetch(`${url}/api/media/upload${query}`, { method: 'POST', headers, body });
}
