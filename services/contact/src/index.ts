import { runService } from '@rawi/kit';
import { createApp } from './app.ts';
import { contactConfigShape } from './config.ts';
import { createdEvents } from './events/created-events.ts';
import { SentNotificationModel } from './models/sent-notification.ts';
import { SubmissionModel } from './models/submission.ts';
import { createMailer } from './notifier/mailer.ts';
import { startNotifier } from './notifier/notifier.ts';

await runService({
  name: 'contact',
  configShape: contactConfigShape,
  eventSources: [createdEvents],
  async start({ config, logger, events, verifyToken, relay, checks }) {
    await Promise.all([SubmissionModel.init(), SentNotificationModel.init()]);
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
      relay,
      contactRateLimit: config.CONTACT_RATE_LIMIT,
      checks,
    });
    return { app, cleanups: [() => notifier.stop()] };
  },
});
