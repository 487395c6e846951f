import { OutboxRelay, outboxCollection, runService } from '@rawi/kit';
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
    const relay = new OutboxRelay({ events, sources: [outboxCollection, passwordResetOutbox], logger });
    relay.start();
    await bootstrapFirstAdmin({ config, logger, relay });
    return { app: createApp({ config, logger, events, relay }), cleanups: [() => relay.stop()] };
  },
});
