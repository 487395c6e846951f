import { createTokenVerifier, dependencyChecks, outboxCollection, OutboxRelay, runService } from '@rawi/kit';
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
  async start({ config, logger, events }) {
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
    const relay = new OutboxRelay({ events, sources: [createdEvents, outboxCollection], logger });
    relay.start();
    const app = createApp({
      logger,
      verifyToken: createTokenVerifier(config.JWT_PUBLIC_KEY),
      relay,
      contactRateLimit: config.CONTACT_RATE_LIMIT,
      checks: dependencyChecks(events),
    });
    return { app, cleanups: [() => relay.stop(), () => notifier.stop()] };
  },
});
