/**
 * The production shape of MinIO, locally: one server over 4 drives (one erasure set), the media
 * service storing uploads in it. One drive's folder is removed in the middle of a run of uploads
 * and reads: every upload still succeeds and every file still reads back byte for byte.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../kit/src/dev/infra.ts';
import { outboxCollection } from '@rawi/kit';
import { freePort, startServiceTestServer, testInfra, testLogger, waitForPort } from '@rawi/kit/testing';
import type { MediaFile } from '@rawi/proto';
import { createApp } from '../src/app.ts';
import { uploadedEvents } from '../src/events/uploaded-events.ts';
import { createMediaBucket } from '../src/storage/media-bucket.ts';
import { mp4 } from '../src/test/files.ts';
import { upload } from '../src/test/support.ts';

let dir: string;
let minio: ChildProcess;
let server: Awaited<ReturnType<typeof startServiceTestServer>>;
const drives = [1, 2, 3, 4].map((i) => `d${i}`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rawi-minio-distributed-'));
  for (const drive of drives) mkdirSync(join(dir, drive));
  const port = await freePort();
  const { s3 } = testInfra();
  minio = spawn(
    join(REPO_ROOT, '.tools/bin/minio'),
    [
      'server',
      join(dir, 'd{1...4}'),
      '--address',
      `127.0.0.1:${port}`,
      '--console-address',
      `127.0.0.1:${await freePort()}`,
    ],
    {
      env: {
        ...process.env,
        MINIO_ROOT_USER: s3.accessKey,
        MINIO_ROOT_PASSWORD: s3.secretKey,
        MINIO_BROWSER: 'off',
        // The four drives are folders on one disk here: allow that (a real deployment has one disk each).
        MINIO_CI_CD: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(join(dir, 'minio.log'));
  minio.stdout?.pipe(log);
  minio.stderr?.pipe(log);
  await waitForPort(port, 30_000, 'minio');
  const bucket = createMediaBucket({
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket: 'rawi-media',
    region: s3.region,
  });
  const uploadDir = mkdtempSync(join(tmpdir(), 'rawi-media-uploads-'));
  server = await startServiceTestServer({
    label: 'media_distributed',
    outboxSources: [uploadedEvents, outboxCollection],
    prepare: () => bucket.ensure(testLogger, 20),
    createApp: ({ relay, verifyToken }) =>
      createApp({ logger: testLogger, verifyToken, bucket, relay, uploadDir }),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  minio?.kill('SIGKILL');
  if (!process.env.RAWI_KEEP_TEST_DIRS) rmSync(dir, { recursive: true, force: true });
});

interface Stored {
  uploaded: number;
  url: string;
  bytes: Buffer;
}

const readsBack = async ({ url, bytes }: Stored) => {
  const file = await fetch(`${server.url}${url}`);
  return file.status === 200 && Buffer.from(await file.arrayBuffer()).equals(bytes);
};

async function store(i: number): Promise<Stored> {
  // A video is stored byte for byte (an image would be written again without its metadata).
  const bytes = mp4(20_000 + i * 257);
  const res = await upload(server.url, bytes, { name: `clip-${i}.mp4`, type: 'video/mp4', kind: 'content' });
  const url = res.status === 201 ? ((await res.json()) as MediaFile).url : '';
  return { uploaded: res.status, url, bytes };
}

describe('media on MinIO with 4 drives (erasure coding)', () => {
  it('keeps uploading and reading when a drive disappears mid-run', async () => {
    const before: Stored[] = [];
    for (let i = 0; i < 5; i += 1) before.push(await store(i));
    expect(await Promise.all(before.map(readsBack))).toEqual(Array(5).fill(true));
    rmSync(join(dir, 'd2'), { recursive: true, force: true });
    const after: Stored[] = [];
    for (let i = 5; i < 25; i += 1) {
      const stored = await store(i);
      after.push(stored);
      expect(await readsBack(stored), `upload ${i} reads back`).toBe(true);
    }
    expect(after.map((r) => r.uploaded)).toEqual(Array(20).fill(201));
    // The files written before the loss still read back, from the three drives left.
    expect(await Promise.all(before.map(readsBack))).toEqual(Array(5).fill(true));
  }, 120_000);
});
