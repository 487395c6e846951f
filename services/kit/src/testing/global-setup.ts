/**
 * vitest global setup: starts isolated FerretDB, MinIO and NATS on free ports (or uses the
 * servers named by MONGO_URL, S3_ENDPOINT/S3_ACCESS_KEY/S3_SECRET_KEY and NATS_URL, or, with
 * RAWI_TESTCONTAINERS=1 and a Docker engine, MongoDB, MinIO and NATS containers) and makes a
 * token key pair. Everything reaches the test workers through environment variables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInfra, type Infra } from '../dev/infra.ts';
import { dockerAvailable, startContainers } from '../dev/containers.ts';
import { generateJwtKeys } from '../dev/keys.ts';
import { TEST_ENV } from './env.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const keys = generateJwtKeys();
  process.env[TEST_ENV.publicKey] = keys.publicKey;
  process.env[TEST_ENV.privateKey] = keys.privateKey;

  const external = process.env.MONGO_URL && process.env.NATS_URL && process.env.S3_ENDPOINT;
  let infra: Infra | undefined;
  let dataDir: string | undefined;
  if (external) {
    process.env[TEST_ENV.mongoBase] = process.env.MONGO_URL!.replace(/\/[^/]*$/, '');
    process.env[TEST_ENV.nats] = process.env.NATS_URL;
    process.env[TEST_ENV.s3Endpoint] = process.env.S3_ENDPOINT;
    process.env[TEST_ENV.s3AccessKey] = process.env.S3_ACCESS_KEY ?? 'minioadmin';
    process.env[TEST_ENV.s3SecretKey] = process.env.S3_SECRET_KEY ?? 'minioadmin';
  } else {
    const started = Date.now();
    if (process.env.RAWI_TESTCONTAINERS === '1') {
      if (!dockerAvailable())
        throw new Error('RAWI_TESTCONTAINERS=1 needs a Docker engine, and none answers here');
      infra = await startContainers();
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'rawi-test-'));
      infra = await startInfra({ dataDir });
    }
    console.log(
      `[test infra] ${dataDir ? 'FerretDB' : 'MongoDB'} ${infra.mongoBaseUrl}, MinIO ${infra.s3.endpoint}, NATS ${infra.natsUrl} up in ${Date.now() - started} ms`,
    );
    process.env[TEST_ENV.mongoBase] = infra.mongoBaseUrl;
    process.env[TEST_ENV.nats] = infra.natsUrl;
    process.env[TEST_ENV.s3Endpoint] = infra.s3.endpoint;
    process.env[TEST_ENV.s3AccessKey] = infra.s3.accessKey;
    process.env[TEST_ENV.s3SecretKey] = infra.s3.secretKey;
    if (dataDir) process.env[TEST_ENV.dataDir] = dataDir;
  }
  return async () => {
    await infra?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
