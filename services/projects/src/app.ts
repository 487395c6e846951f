import type Koa from 'koa';
import { createServiceApp, mountRouter, type Logger, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import { ProjectCatalogue } from './queries/catalogue-cache.ts';
import { projectRoutes } from './routes/projects/projects.ts';

export interface ProjectsAppDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  /** Relays recorded events to NATS; absent where nothing should publish (the benchmark). */
  relay?: OutboxRelay;
  checks?: Record<string, () => boolean | Promise<boolean>>;
}

export function createApp({ logger, verifyToken, relay, checks = {} }: ProjectsAppDeps): Koa {
  const app = createServiceApp({ logger, checks });
  mountRouter(app, projectRoutes({ verifyToken, relay, catalogue: new ProjectCatalogue() }));
  return app;
}
