import { openTokenVersionBucket, runService } from '@rawi/kit';
import { startActivityRecorder } from './activity/recorder.ts';
import { createApp } from './app.ts';
import { bootstrapFirstAdmin } from './commands/bootstrap-admin.ts';
import { identityConfigShape } from './config.ts';
import { ensureIndexes } from './models/indexes.ts';
import { userEvents } from './events/user-events.ts';
import { passwordResetOutbox } from './passwords/password-reset-outbox.ts';
import { assertMatchingKeys } from './sessions/sessions.ts';
import { publishTokenVersionsTo, reconcileTokenVersions } from './sessions/token-version-publisher.ts';

/** How often the token-version bucket is checked against the users collection. */
const RECONCILE_INTERVAL_MS = 10_000;

await runService({
  name: 'identity',
  configShape: identityConfigShape,
  eventSources: [userEvents, passwordResetOutbox],
  async start({ config, logger, events, verifyToken, relay }) {
    assertMatchingKeys(config);
    await ensureIndexes();
    // Before the relay starts (after `start`), so the consumer exists for the first events published.
    const recorder = await startActivityRecorder({
      nc: events.nc,
      logger,
      retentionDays: config.ACTIVITY_RETENTION_DAYS,
    });
    await bootstrapFirstAdmin({ config, logger, relay });
    publishTokenVersionsTo(await openTokenVersionBucket(events.nc, config.NATS_STREAM_REPLICAS), logger);
    const reconcile = () =>
      reconcileTokenVersions().catch((error: Error) =>
        logger.warn({ err: error.message }, 'token versions not reconciled; will retry'),
      );
    await reconcile();
    const reconciler = setInterval(() => void reconcile(), RECONCILE_INTERVAL_MS);
    reconciler.unref();
    return {
      app: createApp({ config, logger, events, relay, verifyToken }),
      cleanups: [async () => clearInterval(reconciler), () => recorder.stop()],
    };
  },
});
