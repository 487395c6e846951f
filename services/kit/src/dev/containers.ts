/**
 * The same servers from their official images with testcontainers, for machines that have a
 * Docker engine (a laptop, a CI runner elsewhere). Asked for with RAWI_TESTCONTAINERS=1; the
 * default on machines without Docker is the local binaries of dev/infra.ts.
 */
import { existsSync } from 'node:fs';
import type { Infra } from './infra.ts';

const IMAGES = {
  mongo: 'mongo:8.0',
  minio: 'quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z',
  nats: 'nats:2.12-alpine',
} as const;

/** True when a Docker engine can be reached (a socket or DOCKER_HOST). */
export function dockerAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

export async function startContainers(): Promise<Infra> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const minioUser = 'rawi-minio';
  const minioPassword = 'rawi-minio-secret';
  const [mongo, minio, nats] = await Promise.all([
    new GenericContainer(IMAGES.mongo)
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forListeningPorts())
      .start(),
    new GenericContainer(IMAGES.minio)
      .withCommand(['server', '/data'])
      .withEnvironment({ MINIO_ROOT_USER: minioUser, MINIO_ROOT_PASSWORD: minioPassword })
      .withExposedPorts(9000)
      .withWaitStrategy(Wait.forHttp('/minio/health/ready', 9000))
      .start(),
    new GenericContainer(IMAGES.nats)
      .withCommand(['-js', '-m', '8222'])
      .withExposedPorts(4222, 8222)
      .withWaitStrategy(Wait.forHttp('/healthz?js-enabled-only=true', 8222))
      .start(),
  ]);
  const containers = { mongo, minio, nats };
  return {
    mongoBaseUrl: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    s3: {
      endpoint: `http://${minio.getHost()}:${minio.getMappedPort(9000)}`,
      accessKey: minioUser,
      secretKey: minioPassword,
      region: 'us-east-1',
    },
    async stop() {
      await Promise.all(Object.values(containers).map((c) => c.stop()));
    },
    async stopOne(name) {
      await containers[name].stop();
    },
    async restart(name) {
      await containers[name].restart();
    },
  };
}
