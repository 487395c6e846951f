import type { InfraPorts } from '../../services/kit/src/dev/infra.ts';

/** Where `make run` starts FerretDB, MinIO and NATS (fixed, so `make backup` and `make restore` find them). */
export const LOCAL_INFRA_PORTS: InfraPorts = {
  mongo: 27117,
  mongoDebug: 27118,
  minio: 9100,
  minioConsole: 9101,
  nats: 4322,
  natsMonitor: 8322,
};

/** The MinIO root user startInfra gives the local run (its defaults). */
export const LOCAL_MINIO_CREDENTIALS = { accessKey: 'rawi-minio', secretKey: 'rawi-minio-secret' };
