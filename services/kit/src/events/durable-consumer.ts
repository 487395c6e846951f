/**
 * A durable JetStream consumer of the Rawi event stream, run as a loop that survives NATS
 * restarts: each event is handled and acknowledged; a failure is retried later (nak with a
 * delay) and an unreadable message is dropped. With several replicas each event goes to one.
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
import { EVENT_STREAM, type EventEnvelope } from '@rawi/proto';
import { currentWriteGate } from '../store/write-freeze.ts';
import type { Logger } from '../logger.ts';

export interface DurableConsumerOptions {
  nc: NatsConnection;
  logger: Logger;
  name: string;
  /** Subjects to receive; every subject of the stream when absent. */
  subjects?: string[];
  /** `all` replays what the stream still holds when the consumer is first made. */
  deliver?: 'all' | 'new';
  /** How long a delivered event may go unacknowledged before it is delivered again. */
  ackWaitMs?: number;
  /** Deliveries of one event before JetStream gives up on it. */
  maxDeliver?: number;
  /** Handles one event; throwing asks for it again later. `attempt` counts its deliveries. */
  handle(event: EventEnvelope, attempt: number): Promise<void>;
  retryDelayMs?: (deliveryCount: number) => number;
}

export interface DurableConsumer {
  stop(): Promise<void>;
}

/** How often an event held during a pause of writes checks whether the pause has ended. */
const WRITES_PAUSED_POLL_MS = 250;

const defaultDelay = (deliveryCount: number) => Math.min(1000 * 2 ** Math.max(0, deliveryCount - 1), 60_000);

/** Creates the durable consumer, or brings an existing one's settings up to date. */
export async function ensureDurableConsumer(
  nc: NatsConnection,
  {
    name,
    subjects,
    deliver = 'new',
    ackWaitMs,
    maxDeliver,
  }: Pick<DurableConsumerOptions, 'name' | 'subjects' | 'deliver' | 'ackWaitMs' | 'maxDeliver'>,
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const settings = {
    ...(subjects ? { filter_subjects: subjects } : {}),
    ...(ackWaitMs ? { ack_wait: nanos(ackWaitMs) } : {}),
    ...(maxDeliver ? { max_deliver: maxDeliver } : {}),
  };
  try {
    await jsm.consumers.info(EVENT_STREAM, name);
    if (Object.keys(settings).length > 0) await jsm.consumers.update(EVENT_STREAM, name, settings);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound))
      throw error;
    await jsm.consumers.add(EVENT_STREAM, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: deliver === 'all' ? DeliverPolicy.All : DeliverPolicy.New,
      ...settings,
    });
  }
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

export async function startDurableConsumer(
  options: DurableConsumerOptions & { onStop?: () => void },
): Promise<DurableConsumer> {
  const { nc, logger, name, handle } = options;
  const retryDelay = options.retryDelayMs ?? defaultDelay;
  await ensureDurableConsumer(nc, options);
  const js = jetstream(nc);
  let stopped = false;
  let messages: ConsumerMessages | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        const consumer = await js.consumers.get(EVENT_STREAM, name);
        // Short pulls with heartbeats: after a NATS node is lost, a stalled pull is noticed in
        // seconds and renewed on a node that is up (the consumer's leader moves with it).
        messages = await consumer.consume({ max_messages: 50, expires: 10_000, idle_heartbeat: 2_000 });
        if (stopped) void messages.close();
        for await (const m of messages) {
          const event = readEvent(m);
          if (!event) {
            logger.error({ consumer: name, seq: m.seq }, 'unreadable event dropped');
            m.term('unreadable event');
            continue;
          }
          // A change made while a backup pauses writes would land half in the copy: the event is
          // held (its delivery kept alive, not counted as another attempt) until the pause ends.
          const gate = currentWriteGate();
          let leave = gate ? gate.tryEnter() : () => undefined;
          while (!leave && gate && !stopped) {
            m.working();
            await sleep(WRITES_PAUSED_POLL_MS);
            leave = gate.tryEnter();
          }
          if (!leave) break;
          try {
            await handle(event, m.info.deliveryCount);
            m.ack();
          } catch (error) {
            const delay = retryDelay(m.info.deliveryCount);
            logger.warn(
              { consumer: name, eventId: event.id, err: (error as Error).message, retryInMs: delay },
              'event failed; will retry',
            );
            m.nak(delay);
          } finally {
            leave();
          }
        }
      } catch (error) {
        if (!stopped)
          logger.warn({ consumer: name, err: (error as Error).message }, 'consumer interrupted; resuming');
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
      options.onStop?.();
    },
  };
}
