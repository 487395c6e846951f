/**
 * The MinIO bucket that holds uploaded files. It is private: files reach visitors only
 * through the service's files route, never from MinIO directly.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'minio';
import type { Logger } from '@rawi/kit';

export interface MediaBucketOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface StoredObject {
  size: number;
  etag: string;
  contentType: string;
}

export interface MediaBucket {
  readonly name: string;
  /** Creates the bucket when missing, waiting for MinIO to come up. */
  ensure(logger: Logger, attempts?: number): Promise<void>;
  isReady(): Promise<boolean>;
  /** Streams a file from disk into the bucket (one PUT with its exact length; nothing is buffered whole). */
  putFile(key: string, path: string, size: number, contentType: string): Promise<void>;
  /** Stores bytes made in memory (an image variant: at most a few hundred kB). */
  putBuffer(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object in memory (an original image, at most the upload limit). */
  readAll(key: string): Promise<Buffer>;
  /** The object's size, ETag and content type; undefined when there is no such object. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** The object's bytes, whole or the inclusive range [start, end]. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes the object; removing one that is already gone succeeds (S3 deletes are idempotent). */
  remove(key: string): Promise<void>;
}

const PRESIGN_SECONDS = 5 * 60;
const PUT_TIMEOUT_MS = 2 * 60 * 1000;
const NOT_FOUND_CODES = new Set(['NotFound', 'NoSuchKey']);

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

export function createMediaBucket({
  endpoint,
  accessKey,
  secretKey,
  bucket,
  region,
}: MediaBucketOptions): MediaBucket {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    // A fixed region spares the client a location lookup before each request.
    region,
  });

  return {
    name: bucket,

    async ensure(logger, attempts = 30) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (!(await client.bucketExists(bucket))) {
            await client.makeBucket(bucket, region).catch((error: unknown) => {
              // Another replica created it between our check and our request.
              if (codeOf(error) !== 'BucketAlreadyOwnedByYou') throw error;
            });
            logger.info({ bucket }, 'created the media bucket');
          }
          return;
        } catch (error) {
          if (attempt >= attempts) throw error;
          logger.warn({ attempt, err: (error as Error).message }, 'object store not reachable yet, retrying');
          await sleep(Math.min(250 * 2 ** attempt, 5000));
        }
      }
    },

    async isReady() {
      const timeout = sleep(2000).then(() => false);
      return Promise.race([client.bucketExists(bucket).catch(() => false), timeout]);
    },

    async putFile(key, path, size, contentType) {
      // minio-js reads any object under its part size (64 MiB) into one Buffer before sending;
      // a presigned PUT lets the file stream from disk with its known length instead.
      const target = await client.presignedPutObject(bucket, key, PRESIGN_SECONDS);
      const response = await fetch(target, {
        method: 'PUT',
        body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        duplex: 'half',
        headers: { 'content-length': String(size), 'content-type': contentType },
        signal: AbortSignal.timeout(PUT_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? response.statusText;
        throw new Error(`object store refused ${key}: ${response.status} ${detail}`);
      }
      await response.body?.cancel();
    },

    async putBuffer(key, body, contentType) {
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },

    async readAll(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async stat(key) {
      try {
        const stat = await client.statObject(bucket, key);
        return {
          size: stat.size,
          etag: stat.etag,
          contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        };
      } catch (error) {
        if (NOT_FOUND_CODES.has(String(codeOf(error)))) return undefined;
        throw error;
      }
    },

    async read(key, range) {
      if (!range) return client.getObject(bucket, key);
      return client.getPartialObject(bucket, key, range.start, range.end - range.start + 1);
    },

    async remove(key) {
      await client.removeObject(bucket, key);
    },
  };
}
