import { runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { projectEvents } from './events/project-events.ts';
import { projectsConfigShape } from './config.ts';
import { ProjectModel } from './models/project.ts';
import { seedDemoProjects } from './seed/index.ts';

await runService({
  name: 'projects',
  configShape: projectsConfigShape,
  eventSources: [projectEvents],
  async start({ config, logger, verifyToken, relay, checks }) {
    await ProjectModel.init();
    if (config.SEED_DEMO) await seedDemoProjects(logger);
    return {
      app: createApp({
        logger,
        verifyToken,
        relay,
        checks,
        historyVersions: config.HISTORY_VERSIONS,
        deletedRetentionDays: config.DELETED_RETENTION_DAYS,
      }),
    };
  },
});
