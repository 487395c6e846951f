import { createTokenVerifier, dependencyChecks, outboxCollection, OutboxRelay, runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { projectsConfigShape } from './config.ts';
import { ProjectModel } from './models/project.ts';
import { seedDemoProjects } from './seed/index.ts';

await runService({
  name: 'projects',
  configShape: projectsConfigShape,
  async start({ config, logger, events }) {
    await ProjectModel.init();
    if (config.SEED_DEMO) await seedDemoProjects(logger);
    const relay = new OutboxRelay({ events, sources: [outboxCollection], logger });
    relay.start();
    const app = createApp({
      logger,
      verifyToken: createTokenVerifier(config.JWT_PUBLIC_KEY),
      relay,
      checks: dependencyChecks(events),
      historyVersions: config.HISTORY_VERSIONS,
      deletedRetentionDays: config.DELETED_RETENTION_DAYS,
    });
    return { app, cleanups: [() => relay.stop()] };
  },
});
