/**
 * The contact notifier: a durable JetStream consumer ('contact-notifier') that mails staff
 * about each new submission and mails users their password-reset link. It runs inside the
 * contact service; being durable, events published while it is down wait in the stream and
 * are delivered when it comes back, and with several replicas each event goes to one of them.
 * A message is acknowledged after its mail is accepted by the SMTP relay and redelivered later
 * (nak with a growing delay) when sending fails.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { EVENT_STREAM, SUBJECTS, type EventEnvelope, type EventPayloads } from '@rawi/proto';
import { counter, gauge, isDuplicateKeyError, traceIdOf, type Logger } from '@rawi/kit';
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
  const jsm = await jetstreamManager(nc);
  const settings = {
    filter_subjects: NOTIFIER_SUBJECTS,
    ack_wait: nanos(ackWaitMs),
    max_deliver: MAX_DELIVER,
  };
  try {
    await jsm.consumers.info(EVENT_STREAM, name);
    await jsm.consumers.update(EVENT_STREAM, name, settings);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound))
      throw error;
    // Created before the relay starts, so `New` still sees every event this service publishes.
    await jsm.consumers.add(EVENT_STREAM, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      ...settings,
    });
  }
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

function readEvent(m: JsMsg): EventEnvelope | undefined {
  try {
    const event = m.json<EventEnvelope>();
    return typeof event?.id === 'string' && typeof event.subject === 'string' && event.data
      ? event
      : undefined;
  } catch {
    return undefined;
  }
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

  const handle = async (m: JsMsg) => {
    const event = readEvent(m);
    if (!event) {
      logger.error({ seq: m.seq, subject: m.subject }, 'unreadable event dropped by the notifier');
      m.term('unreadable event');
      return;
    }
    const log = logger.child({
      eventId: event.id,
      subject: event.subject,
      attempt: m.info.deliveryCount,
      traceId: traceIdOf(event.traceparent),
    });
    const composed = compose(event, options);
    if ('skip' in composed) {
      log.info({ reason: composed.skip }, 'notification skipped');
      m.ack();
      return;
    }
    try {
      if (await SentNotificationModel.exists({ _id: event.id })) {
        log.info('notification already sent');
        m.ack();
        return;
      }
      await mailer?.send(composed.mail);
    } catch (error) {
      const delay = retryDelay(m.info.deliveryCount);
      mailsSent.inc({ outcome: 'failed' });
      log.warn({ err: (error as Error).message, retryInMs: delay }, 'notification failed; will retry');
      m.nak(delay);
      return;
    }
    await SentNotificationModel.create({ _id: event.id, subject: event.subject, sentAt: new Date() }).catch(
      (error: unknown) => {
        // The mail went out; without the mark a redelivery may send it twice, which beats losing it.
        if (!isDuplicateKeyError(error))
          log.warn({ err: (error as Error).message }, 'could not record a sent notification');
      },
    );
    m.ack();
    mailsSent.inc({ outcome: 'sent' });
    log.info('notification sent');
  };

  const js = jetstream(nc);
  let stopped = false;
  let messages: ConsumerMessages | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        const consumer = await js.consumers.get(EVENT_STREAM, name);
        // Short pulls with heartbeats: after a NATS node is lost, a stalled pull is noticed in
        // seconds and renewed on a node that is up (the consumer's leader moves with it).
        messages = await consumer.consume({ max_messages: 20, expires: 10_000, idle_heartbeat: 2_000 });
        // stop() may have run while the subscription was being set up; closing ends the loop
        // below at once (close() settles only once the iterator has run, so it is not awaited).
        if (stopped) void messages.close();
        for await (const m of messages) {
          await handle(m).catch((error: Error) => {
            logger.error({ err: error, seq: m.seq }, 'notifier failed on an event; will retry');
            m.nak(retryDelay(m.info.deliveryCount));
          });
        }
      } catch (error) {
        if (!stopped)
          logger.warn({ err: (error as Error).message }, 'notifier consumer interrupted; resuming');
      } finally {
        await messages?.close();
      }
      if (!stopped) await sleep(1000);
    }
  })();

  return {
    async stop() {
      stopped = true;
      await messages?.close();
      await loop;
      mailer?.close();
    },
  };
}
