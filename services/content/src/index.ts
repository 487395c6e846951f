import { createTokenVerifier, dependencyChecks, outboxCollection, OutboxRelay, runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { contentConfigShape } from './config.ts';
import { ContentItemModel } from './models/content-item.ts';
import { seedDemoContent } from './seed/index.ts';

await runService({
  name: 'content',
  configShape: contentConfigShape,
  async start({ config, logger, events }) {
    await ContentItemModel.init();
    if (config.SEED_DEMO) await seedDemoContent(logger);
    const relay = new OutboxRelay({ events, sources: [outboxCollection], logger });
    relay.start();
    const app = createApp({
      logger,
      verifyToken: createTokenVerifier(config.JWT_PUBLIC_KEY),
      relay,
      checks: dependencyChecks(events),
      historyVersions: config.HISTORY_VERSIONS,
    });
    return { app, cleanups: [() => relay.stop()] };
  },
});
