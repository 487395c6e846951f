import type Koa from 'koa';
import {
  createServiceApp,
  History,
  mountApi,
  type Logger,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { HISTORY_VERSIONS } from '@rawi/proto';
import { contentHandlers } from './routes/content/content.ts';
import { translationHandlers } from './routes/content/translations.ts';

export interface ContentAppDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  /** Relays recorded events to NATS; absent where nothing should publish (benchmarks). */
  relay?: OutboxRelay;
  checks?: Record<string, () => boolean | Promise<boolean>>;
  /** Versions kept per section and language (HISTORY_VERSIONS). */
  historyVersions?: number;
}

export function createApp({
  logger,
  verifyToken,
  relay,
  checks = {},
  historyVersions = HISTORY_VERSIONS,
}: ContentAppDeps): Koa {
  const app = createServiceApp({ logger, checks });
  const history = new History({ keep: historyVersions, logger });
  mountApi(
    app,
    'content',
    { ...translationHandlers({ history }), ...contentHandlers({ relay, history }) },
    { verify: verifyToken },
  );
  return app;
}
