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
import type { Logger } from './logger.ts';

const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

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
  const { actor, clientAddress, traceparent } = meta;
  return {
    id,
    subject,
    occurredAt: occurredAt.toISOString(),
    data,
    ...(actor !== undefined ? { actor } : {}),
    ...(clientAddress ? { clientAddress } : {}),
    ...(traceparent ? { traceparent } : {}),
  };
}

export async function ensureStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: EVENT_STREAM,
    subjects: EVENT_STREAM_SUBJECTS,
    storage: StorageType.File,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
  try {
    await jsm.streams.info(EVENT_STREAM);
    await jsm.streams.update(EVENT_STREAM, {
      subjects: config.subjects,
      duplicate_window: config.duplicate_window,
    });
  } catch {
    await jsm.streams.add(config);
  }
}

export async function connectEvents(url: string, logger: Logger, name: string): Promise<Events> {
  const nc = await connect({
    servers: url,
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
  await ensureStream(nc);
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
