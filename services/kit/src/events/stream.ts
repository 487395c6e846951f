/**
 * NATS JetStream: one stream for every Rawi event, published with the event's id as
 * Nats-Msg-Id so a retried publish is stored once.
 */
import { randomUUID } from 'node:crypto';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, StorageType, type JetStreamClient } from '@nats-io/jetstream';
import {
  EVENT_STREAM,
  EVENT_STREAM_SUBJECTS,
  type EventEnvelope,
  type EventMeta,
  type EventPayloads,
  type Subject,
} from '@rawi/proto';
import type { Logger } from '../logger.ts';

const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
/**
 * How long the stream keeps an event. Its consumers (mail, activity, caches, variants) take each
 * event within seconds and keep their own records; the stream is not an archive. Events carry
 * what they describe (a contact message's sender and text among them), so a sender erased or
 * expired on the site is gone from the stream within this time too.
 */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface Events {
  nc: NatsConnection;
  js: JetStreamClient;
  /** Publishes and waits for JetStream's acknowledgement; throws when it cannot be stored. */
  publish<S extends Subject>(
    subject: S,
    data: EventPayloads[S],
    id?: string,
    occurredAt?: Date,
    meta?: EventMeta,
  ): Promise<EventEnvelope<S>>;
  isReady(): boolean;
  close(): Promise<void>;
}

export function envelope<S extends Subject>(
  subject: S,
  data: EventPayloads[S],
  id: string = randomUUID(),
  occurredAt = new Date(),
  meta: EventMeta = {},
): EventEnvelope<S> {
  const { actor, clientAddress, traceparent, seeded } = meta;
  return {
    id,
    subject,
    occurredAt: occurredAt.toISOString(),
    data,
    ...(actor !== undefined ? { actor } : {}),
    ...(clientAddress ? { clientAddress } : {}),
    ...(traceparent ? { traceparent } : {}),
    ...(seeded ? { seeded } : {}),
  };
}

/**
 * Creates the event stream, or brings an existing one's settings up to date. `replicas` is
 * min(3, cluster size): each event is then stored on that many NATS nodes before it is
 * acknowledged, so a node can be lost; the consumers (notifier, activity) inherit it.
 */
export async function ensureStream(nc: NatsConnection, replicas = 1): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: EVENT_STREAM,
    subjects: EVENT_STREAM_SUBJECTS,
    storage: StorageType.File,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(EVENT_RETENTION_MS),
    num_replicas: replicas,
  };
  try {
    await jsm.streams.info(EVENT_STREAM);
    await jsm.streams.update(EVENT_STREAM, {
      subjects: config.subjects,
      duplicate_window: config.duplicate_window,
      max_age: config.max_age,
      num_replicas: replicas,
    });
  } catch {
    await jsm.streams.add(config);
  }
}

export async function connectEvents(
  url: string,
  logger: Logger,
  name: string,
  replicas = 1,
): Promise<Events> {
  const nc = await connect({
    // One URL, or several (a cluster's nodes) separated by commas.
    servers: url.split(',').map((u) => u.trim()),
    name,
    waitOnFirstConnect: true,
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  logger.info({ server: nc.getServer() }, 'connected to NATS');
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect')
        logger.warn({ status: status.type }, 'NATS connection');
    }
  })();
  await ensureStream(nc, replicas);
  const js = jetstream(nc, { timeout: 5000 });
  return {
    nc,
    js,
    async publish(subject, data, id, occurredAt, meta) {
      const event = envelope(subject, data, id ?? randomUUID(), occurredAt, meta);
      await js.publish(subject, JSON.stringify(event), { msgID: event.id });
      return event;
    },
    isReady: () => !nc.isClosed() && !nc.isDraining() && nc.getServer() !== '',
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
