import { History, runMigrations, runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { contentEvents } from './events/content-events.ts';
import { contentConfigShape } from './config.ts';
import { ContentItemModel } from './models/content-item.ts';
import { seedDemoContent } from './seed/index.ts';

await runService({
  name: 'content',
  configShape: contentConfigShape,
  eventSources: [contentEvents],
  async start({ config, logger, verifyToken, relay, checks }) {
    await ContentItemModel.init();
    if (config.SEED_DEMO) await seedDemoContent(logger);
    // Run once per database, in this order (kit's migrations.ts); a new one takes the next version.
    await runMigrations([new History({ keep: config.HISTORY_VERSIONS }).headsMigration(1)], logger);
    return {
      app: createApp({ logger, verifyToken, relay, checks, historyVersions: config.HISTORY_VERSIONS }),
    };
  },
});
