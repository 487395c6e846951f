import * as yup from 'yup';
import { DEFAULT_PORTS } from '@rawi/proto';
import { env } from '@rawi/kit';

/** The media service's own variables, beside the shared ones. */
export const mediaConfigShape = {
  PORT: env.port(DEFAULT_PORTS.media),
  /** The S3 API of MinIO (or any S3), e.g. http://minio:9000. */
  S3_ENDPOINT: env.url('S3_ENDPOINT', ['http', 'https']),
  S3_ACCESS_KEY: env.string('S3_ACCESS_KEY'),
  S3_SECRET_KEY: env.string('S3_SECRET_KEY'),
  S3_BUCKET: yup
    .string()
    .matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name')
    .default('rawi-media'),
  S3_REGION: yup.string().default('us-east-1'),
  /** Stores the demo's illustrations in the library on start-up, once (the local run sets it). */
  SEED_DEMO: yup.boolean().typeError('SEED_DEMO must be true or false').default(false),
  /** Where uploads wait while their type is checked; os.tmpdir() when unset (needs ~10 MB per upload in flight). */
  UPLOAD_TMP_DIR: env.optional(),
};
