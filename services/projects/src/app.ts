import type Koa from 'koa';
import {
  createServiceApp,
  History,
  mountApi,
  type Logger,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { DELETED_RETENTION_DAYS, HISTORY_VERSIONS } from '@rawi/proto';
import { ProjectCatalogue } from './queries/catalogue-cache.ts';
import { projectHandlers } from './routes/projects/projects.ts';
import { redirectHandlers } from './routes/redirects/redirects.ts';
import { deletedSummary } from './history/project-history.ts';

export interface ProjectsAppDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  /** Relays recorded events to NATS; absent where nothing should publish (the benchmark). */
  relay?: OutboxRelay;
  checks?: Record<string, () => boolean | Promise<boolean>>;
  /** Versions kept per project (HISTORY_VERSIONS). */
  historyVersions?: number;
  /** Days a deleted project stays restorable (DELETED_RETENTION_DAYS). */
  deletedRetentionDays?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createApp({
  logger,
  verifyToken,
  relay,
  checks = {},
  historyVersions = HISTORY_VERSIONS,
  deletedRetentionDays = DELETED_RETENTION_DAYS,
}: ProjectsAppDeps): Koa {
  const app = createServiceApp({ logger, checks });
  mountApi(
    app,
    'projects',
    {
      ...projectHandlers({
        relay,
        catalogue: new ProjectCatalogue(),
        history: new History({ keep: historyVersions, summarise: deletedSummary, logger }),
        deletedRetentionMs: deletedRetentionDays * DAY_MS,
      }),
      ...redirectHandlers({ relay }),
    },
    { verify: verifyToken },
  );
  return app;
}
