import type Koa from 'koa';
import { createServiceApp, mountRouter, type Logger, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import { contentRoutes } from './routes/content/content.ts';

export interface ContentAppDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  /** Relays recorded events to NATS; absent where nothing should publish (benchmarks). */
  relay?: OutboxRelay;
  checks?: Record<string, () => boolean | Promise<boolean>>;
}

export function createApp({ logger, verifyToken, relay, checks = {} }: ContentAppDeps): Koa {
  const app = createServiceApp({ logger, checks });
  mountRouter(app, contentRoutes({ verifyToken, relay }));
  return app;
}
