import { History, runMigrations, runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { projectEvents } from './events/project-events.ts';
import { projectsConfigShape } from './config.ts';
import { ProjectModel } from './models/project.ts';
import { seedDemoProjects } from './seed/index.ts';
import { projectsMigrations } from './migrations/index.ts';
import { startScheduler } from './schedule/scheduler.ts';
import { startDeletedPurge } from './history/purge-deleted.ts';
import { deletedSummary } from './history/project-history.ts';

await runService({
  name: 'projects',
  configShape: projectsConfigShape,
  eventSources: [projectEvents],
  async start({ config, logger, verifyToken, relay, checks }) {
    await ProjectModel.init();
    if (config.SEED_DEMO) await seedDemoProjects(logger);
    await runMigrations(projectsMigrations(config.HISTORY_VERSIONS, logger), logger);
    // The scheduler only adds versions; the app's history also lists deletions.
    const scheduler = await startScheduler({
      relay,
      history: new History({ keep: config.HISTORY_VERSIONS }),
      logger,
    });
    const purge = startDeletedPurge({
      history: new History({ keep: config.HISTORY_VERSIONS, summarise: deletedSummary, logger }),
      retentionMs: config.DELETED_RETENTION_DAYS * 24 * 60 * 60 * 1000,
      logger,
    });
    return {
      app: createApp({
        logger,
        verifyToken,
        relay,
        checks,
        historyVersions: config.HISTORY_VERSIONS,
        deletedRetentionDays: config.DELETED_RETENTION_DAYS,
      }),
      cleanups: [() => scheduler.stop(), () => purge.stop()],
    };
  },
});
