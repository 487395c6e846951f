/**
 * What a stream holds, read as an audit: every event of some subjects, with the id it was
 * published under (Nats-Msg-Id), through a fresh consumer, so a test can count deliveries.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM, type EventEnvelope } from '@rawi/proto';
import type { Events } from '../events/stream.ts';

/** Reads every event of these subjects in the stream with a fresh consumer: what any consumer would be delivered. */
export async function streamedEvents(
  events: Events,
  subjects: string[],
): Promise<Array<{ msgId: string; event: EventEnvelope }>> {
  // Generous time-outs: after a node is lost the stream's new leader may take a few seconds.
  const jsm = await jetstreamManager(events.nc, { timeout: 20_000, checkAPI: false });
  const configFor = (name: string) => ({
    durable_name: name,
    filter_subjects: subjects,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // One copy is enough for an audit, and needs no quorum of the cluster's nodes to be made.
    num_replicas: 1,
    mem_storage: true,
  });
  // Making a consumer needs the cluster's JetStream meta leader, which a lost node may have
  // been: on a loaded machine its re-election can take a while, so ask again. Each attempt
  // takes a new name: a one-copy consumer placed on the node that was lost answers 'consumer is
  // offline' for as long as it exists, and the next one may land on a live node.
  // An add whose reply was lost may have made the consumer: then it is there to be read.
  const addConsumer = async (): Promise<string> => {
    for (let attempt = 1; ; attempt += 1) {
      const name = `outage-audit-${Date.now()}-${attempt}`;
      try {
        await jsm.consumers.add(EVENT_STREAM, configFor(name));
        return name;
      } catch (error) {
        const made = await jsm.consumers.info(EVENT_STREAM, name).then(
          (info) => Boolean(info.cluster?.leader),
          () => false,
        );
        if (made) return name;
        await jsm.consumers.delete(EVENT_STREAM, name).catch(() => undefined);
        if (attempt >= 10) throw error;
        await sleep(2000);
      }
    }
  };
  const name = await addConsumer();
  const consumer = await jetstream(events.nc, { timeout: 20_000 }).consumers.get(EVENT_STREAM, name);
  const seen: Array<{ msgId: string; event: EventEnvelope }> = [];
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 200, expires: 1500 });
    let count = 0;
    for await (const m of batch) {
      count += 1;
      seen.push({ msgId: m.headers?.get('Nats-Msg-Id') ?? '', event: m.json<EventEnvelope>() });
      m.ack();
    }
    if (count === 0) break;
  }
  await jsm.consumers.delete(EVENT_STREAM, name);
  return seen;
}
