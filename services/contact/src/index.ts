import { runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { contactConfigShape } from './config.ts';
import { createdEvents } from './events/created-events.ts';
import { formGuard, formSecret } from './form/form-guard.ts';
import { FormNonceModel } from './models/form-nonce.ts';
import { SentNotificationModel } from './models/sent-notification.ts';
import { SubmissionModel } from './models/submission.ts';
import { startRetention } from './retention/retention.ts';
import { backfillSearchFields } from './search/backfill.ts';
import { createMailer } from './notifier/mailer.ts';
import { startNotifier } from './notifier/notifier.ts';

await runService({
  name: 'contact',
  configShape: contactConfigShape,
  eventSources: [createdEvents],
  async start({ config, logger, events, verifyToken, relay, checks }) {
    await Promise.all([SubmissionModel.init(), SentNotificationModel.init(), FormNonceModel.init()]);
    const filled = await backfillSearchFields();
    if (filled > 0) logger.info({ count: filled }, 'search fields filled in for older submissions');
    const guard = formGuard(
      await formSecret(config.CONTACT_FORM_SECRET),
      config.CONTACT_FREE_MESSAGES_PER_HOUR,
    );
    // The notifier's durable consumer exists before the relay publishes anything.
    const notifier = await startNotifier({
      nc: events.nc,
      logger: logger.child({ component: 'notifier' }),
      mailer: config.SMTP_URL ? createMailer(config.SMTP_URL) : undefined,
      notifyEmail: config.NOTIFY_EMAIL,
      mailFrom: config.MAIL_FROM,
      publicUrl: config.PUBLIC_URL,
      ackWaitMs: config.NOTIFIER_ACK_WAIT_MS,
    });
    const app = createApp({
      logger,
      verifyToken,
      guard,
      relay,
      contactRateLimit: config.CONTACT_RATE_LIMIT,
      checks,
    });
    const retention = startRetention(
      {
        retentionDays: config.CONTACT_RETENTION_DAYS,
        resolvedRetentionDays: config.CONTACT_RESOLVED_RETENTION_DAYS,
      },
      relay,
      logger.child({ component: 'retention' }),
      () => guard.forgetExpired(),
    );
    return {
      app,
      cleanups: [async () => retention.stop(), () => notifier.stop()],
    };
  },
});
