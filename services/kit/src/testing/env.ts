/** Variables the global setup hands to the test workers. */
export const TEST_ENV = {
  mongoBase: 'RAWI_TEST_MONGO_BASE',
  nats: 'RAWI_TEST_NATS_URL',
  s3Endpoint: 'RAWI_TEST_S3_ENDPOINT',
  s3AccessKey: 'RAWI_TEST_S3_ACCESS_KEY',
  s3SecretKey: 'RAWI_TEST_S3_SECRET_KEY',
  publicKey: 'RAWI_TEST_JWT_PUBLIC_KEY',
  privateKey: 'RAWI_TEST_JWT_PRIVATE_KEY',
  dataDir: 'RAWI_TEST_DATA_DIR',
} as const;

function read(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through the root vitest config (make test)`);
  return value;
}

export interface TestInfra {
  mongoBaseUrl: string;
  natsUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
  jwt: { publicKey: string; privateKey: string };
}

export function testInfra(): TestInfra {
  return {
    mongoBaseUrl: read(TEST_ENV.mongoBase),
    natsUrl: read(TEST_ENV.nats),
    s3: {
      endpoint: read(TEST_ENV.s3Endpoint),
      accessKey: read(TEST_ENV.s3AccessKey),
      secretKey: read(TEST_ENV.s3SecretKey),
      region: 'us-east-1',
    },
    jwt: { publicKey: read(TEST_ENV.publicKey), privateKey: read(TEST_ENV.privateKey) },
  };
}
