/**
 * The contact notifier: a durable JetStream consumer ('contact-notifier') that mails staff
 * about each new submission and mails users their password-reset link. It runs inside the
 * contact service; being durable, events published while it is down wait in the stream and
 * are delivered when it comes back, and with several replicas each event goes to one of them.
 * A message is acknowledged after its mail is accepted by the SMTP relay and redelivered later
 * (nak with a growing delay) when sending fails.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM, SUBJECTS, type EventEnvelope, type EventPayloads } from '@rawi/proto';
import {
  counter,
  ensureDurableConsumer,
  gauge,
  isDuplicateKeyError,
  startDurableConsumer,
  traceIdOf,
  type Logger,
} from '@rawi/kit';
import { SentNotificationModel } from '../models/sent-notification.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { passwordResetMail, submissionMail } from './mails.ts';

export const NOTIFIER_CONSUMER = 'contact-notifier';
export const NOTIFIER_SUBJECTS = [SUBJECTS.submissionCreated, SUBJECTS.userPasswordResetRequested];
/** Enough attempts to ride out an SMTP outage of several hours with the delays below. */
const MAX_DELIVER = 50;
/** How long a delivered event may go unacknowledged (a crashed notifier's events come back after it). */
export const DEFAULT_ACK_WAIT_MS = 60_000;

/** 1 s, 2 s, 4 s … up to 5 minutes between attempts. */
export const backoff = (deliveryCount: number) =>
  Math.min(1000 * 2 ** Math.max(0, deliveryCount - 1), 5 * 60_000);

export interface NotifierOptions {
  nc: NatsConnection;
  logger: Logger;
  /** Absent when SMTP_URL is not set: events are acknowledged and the skip is logged. */
  mailer?: Mailer | undefined;
  notifyEmail?: string | undefined;
  mailFrom: string;
  publicUrl: string;
  durableName?: string;
  /** Longer than the slowest SMTP send (the mailer gives up after about 50 s). */
  ackWaitMs?: number;
  retryDelayMs?: (deliveryCount: number) => number;
}

export interface Notifier {
  stop(): Promise<void>;
}

/** Creates the durable consumer, or brings an existing one's settings up to date. */
export async function ensureNotifierConsumer(
  nc: NatsConnection,
  name = NOTIFIER_CONSUMER,
  ackWaitMs = DEFAULT_ACK_WAIT_MS,
): Promise<void> {
  // Created before the relay starts, so `new` still sees every event this service publishes.
  await ensureDurableConsumer(nc, { name, subjects: NOTIFIER_SUBJECTS, ackWaitMs, maxDeliver: MAX_DELIVER });
}

type Composed = { mail: OutgoingMail } | { skip: string };

function compose(event: EventEnvelope, options: NotifierOptions): Composed {
  if (!options.mailer) return { skip: 'SMTP_URL is not set' };
  if (event.subject === SUBJECTS.submissionCreated) {
    if (!options.notifyEmail) return { skip: 'NOTIFY_EMAIL is not set' };
    const { submission } = event.data as EventPayloads['contact.submission-created'];
    return {
      mail: submissionMail(submission, {
        from: options.mailFrom,
        to: options.notifyEmail,
        publicUrl: options.publicUrl,
      }),
    };
  }
  if (event.subject === SUBJECTS.userPasswordResetRequested) {
    const request = event.data as EventPayloads['user.password-reset-requested'];
    return { mail: passwordResetMail(request, { from: options.mailFrom, publicUrl: options.publicUrl }) };
  }
  return { skip: `no mail for ${event.subject}` };
}

const mailsSent = counter('notifier_mails_total', 'Notification mails by outcome', ['outcome']);

/** What JetStream holds for the notifier: not yet delivered, and delivered but not acknowledged. */
function registerNotifierMetrics(nc: NatsConnection, name: string): void {
  gauge('notifier_pending_events', 'Events waiting for the notifier in JetStream', ['state'], async (g) => {
    try {
      const info = await (await jetstreamManager(nc)).consumers.info(EVENT_STREAM, name);
      g.set({ state: 'undelivered' }, info.num_pending);
      g.set({ state: 'unacknowledged' }, info.num_ack_pending);
    } catch {
      // NATS unreachable: no figure rather than a wrong one.
    }
  });
}

export async function startNotifier(options: NotifierOptions): Promise<Notifier> {
  const { nc, logger, mailer } = options;
  const name = options.durableName ?? NOTIFIER_CONSUMER;
  const retryDelay = options.retryDelayMs ?? backoff;
  await ensureNotifierConsumer(nc, name, options.ackWaitMs);
  registerNotifierMetrics(nc, name);
  if (!mailer) logger.warn('SMTP_URL is not set: notification mails will be skipped');

  /** Mails one event (or skips it); a failed send throws, and the consumer asks for it again later. */
  const handle = async (event: EventEnvelope, attempt: number) => {
    const log = logger.child({
      eventId: event.id,
      subject: event.subject,
      attempt,
      traceId: traceIdOf(event.traceparent),
    });
    const composed = compose(event, options);
    if ('skip' in composed) {
      log.info({ reason: composed.skip }, 'notification skipped');
      return;
    }
    if (await SentNotificationModel.exists({ _id: event.id })) {
      log.info('notification already sent');
      return;
    }
    try {
      await mailer?.send(composed.mail);
    } catch (error) {
      mailsSent.inc({ outcome: 'failed' });
      log.warn(
        { err: (error as Error).message, retryInMs: retryDelay(attempt) },
        'notification failed; will retry',
      );
      throw error;
    }
    await SentNotificationModel.create({ _id: event.id, subject: event.subject, sentAt: new Date() }).catch(
      (error: unknown) => {
        // The mail went out; without the mark a redelivery may send it twice, which beats losing it.
        if (!isDuplicateKeyError(error))
          log.warn({ err: (error as Error).message }, 'could not record a sent notification');
      },
    );
    mailsSent.inc({ outcome: 'sent' });
    log.info('notification sent');
  };

  return startDurableConsumer({
    nc,
    logger,
    name,
    handle,
    retryDelayMs: retryDelay,
    onStop: () => mailer?.close(),
  });
}
