import { OutboxRelay, outboxCollection, runService } from '@rawi/kit';
import { startActivityRecorder } from './activity/recorder.ts';
import { createApp } from './app.ts';
import { bootstrapFirstAdmin } from './commands/bootstrap-admin.ts';
import { identityConfigShape } from './config.ts';
import { ensureIndexes } from './indexes.ts';
import { passwordResetOutbox } from './password-reset-outbox.ts';
import { assertMatchingKeys } from './sessions.ts';

await runService({
  name: 'identity',
  configShape: identityConfigShape,
  async start({ config, logger, events }) {
    assertMatchingKeys(config);
    await ensureIndexes();
    // Before the relay starts, so the consumer exists for the first events published.
    const recorder = await startActivityRecorder({
      nc: events.nc,
      logger,
      retentionDays: config.ACTIVITY_RETENTION_DAYS,
    });
    const relay = new OutboxRelay({ events, sources: [outboxCollection, passwordResetOutbox], logger });
    relay.start();
    await bootstrapFirstAdmin({ config, logger, relay });
    return {
      app: createApp({ config, logger, events, relay }),
      cleanups: [() => relay.stop(), () => recorder.stop()],
    };
  },
});
