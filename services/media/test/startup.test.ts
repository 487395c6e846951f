/**
 * The media service as it runs in production (`node services/media/src/index.ts`): it creates
 * its bucket when missing, keeps it private (files are reachable only through the service),
 * reports MinIO in /readyz, and stops cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile } from '@rawi/proto';
import { freePort, testInfra, testServiceEnv } from '@rawi/kit/testing';
import { testMinio, upload } from '../src/test/support.ts';
import { png } from '../src/test/files.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('media service start-up', () => {
  const bucket = `t-startup-${randomUUID().slice(0, 8)}`;
  let child: ChildProcess;
  let url: string;
  let output = '';
  const { s3 } = testInfra();
  const minio = testMinio();

  beforeAll(async () => {
    expect(await minio.bucketExists(bucket)).toBe(false);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['services/media/src/index.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...testServiceEnv('media_startup', {
          PORT: String(port),
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY: s3.accessKey,
          S3_SECRET_KEY: s3.secretKey,
          S3_BUCKET: bucket,
          LOG_LEVEL: 'info',
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${url}/readyz`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`media service did not become ready:\n${output}`);
      await sleep(100);
    }
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('creates its missing bucket and reports MinIO as a readiness check', async () => {
    expect(await minio.bucketExists(bucket)).toBe(true);
    const ready = (await (await fetch(`${url}/readyz`)).json()) as { checks: Record<string, boolean> };
    expect(ready.checks).toEqual({ mongo: true, nats: true, storage: true });
  });

  it('keeps the bucket private: a file is served by the service, never anonymously by MinIO', async () => {
    const media = (await (await upload(url, png())).json()) as MediaFile;
    expect((await fetch(`${url}${media.url}`)).status).toBe(200);
    const direct = await fetch(`${s3.endpoint}/${bucket}/${media.filename}`);
    expect(direct.status).toBe(403);
    await expect(minio.getBucketPolicy(bucket)).rejects.toMatchObject({ code: 'NoSuchBucketPolicy' });
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolveExit) =>
      child.once('exit', (code) => resolveExit(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('stopped');
  });
});
