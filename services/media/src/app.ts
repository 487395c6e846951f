import type Koa from 'koa';
import { createServiceApp, mountApi, type Logger, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import { fileHandlers } from './routes/files/files.ts';
import { mediaHandlers } from './routes/media/media.ts';
import type { MediaBucket } from './storage/media-bucket.ts';

export interface MediaAppDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  bucket: MediaBucket;
  /** Relays recorded events to NATS; absent where nothing should publish. */
  relay?: OutboxRelay;
  uploadDir?: string | undefined;
  checks?: Record<string, () => boolean | Promise<boolean>>;
}

export function createApp({ logger, verifyToken, bucket, relay, uploadDir, checks = {} }: MediaAppDeps): Koa {
  const app = createServiceApp({ logger, checks });
  mountApi(
    app,
    'media',
    { ...fileHandlers({ bucket }), ...mediaHandlers({ bucket, relay, uploadDir }) },
    { verify: verifyToken },
  );
  return app;
}
