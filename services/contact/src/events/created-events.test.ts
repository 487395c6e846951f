import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS, type EventPayloads } from '@rawi/proto';
import { OutboxRelay, type Events } from '@rawi/kit';
import { collectEvents, connectTestDependencies, testLogger } from '@rawi/kit/testing';
import { SubmissionModel } from '../models/submission.ts';
import { buildContactMessage } from '../test/support.ts';
import { createdEvents } from './created-events.ts';

let deps: Awaited<ReturnType<typeof connectTestDependencies>>;
let events: Awaited<ReturnType<typeof collectEvents>>;

beforeAll(async () => {
  deps = await connectTestDependencies('contact_created_events');
  await SubmissionModel.init();
  events = await collectEvents([SUBJECTS.submissionCreated]);
});
afterAll(async () => {
  await events.stop();
  await deps.close();
});

const relayOn = (bus: Events) =>
  new OutboxRelay({ events: bus, sources: [createdEvents], logger: testLogger });

/** A submission exactly as the contact form's single insert leaves it, before any relay ran. */
const storeUnpublished = () =>
  SubmissionModel.create({
    ...buildContactMessage(),
    status: 'new',
    priority: 'medium',
    createdEventId: randomUUID(),
    createdEventPublishedAt: null,
  });

const deliveriesOf = (eventId: string) => events.received.filter((e) => e.id === eventId).length;

describe('contact.submission-created kept in the submission', () => {
  it('is published after a crash between the write and the publish, when a relay next runs', async () => {
    const record = await storeUnpublished();
    // The process that wrote it is gone; a new one starts its relay.
    expect(await relayOn(deps.events).flush()).toBeGreaterThanOrEqual(1);
    const event = await events.waitFor((e) => e.id === record.createdEventId);
    expect(event.subject).toBe(SUBJECTS.submissionCreated);
    expect((event.data as EventPayloads['contact.submission-created']).submission).toMatchObject({
      id: String(record._id),
      status: 'new',
      priority: 'medium',
    });
    expect((await SubmissionModel.findById(record._id).lean())?.createdEventPublishedAt).toBeInstanceOf(Date);
  });

  it('is stored once in the stream when republished after a crash between the publish and the mark (Nats-Msg-Id)', async () => {
    const record = await storeUnpublished();
    await relayOn(deps.events).flush();
    await events.waitFor((e) => e.id === record.createdEventId);
    // The mark was never written: the next relay publishes the same event again.
    await SubmissionModel.updateOne({ _id: record._id }, { $set: { createdEventPublishedAt: null } });
    expect(await relayOn(deps.events).flush()).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(deliveriesOf(record.createdEventId)).toBe(1);
  });

  it('stays pending while NATS refuses it and goes out once NATS takes it', async () => {
    const record = await storeUnpublished();
    const down: Events = {
      ...deps.events,
      publish: () => Promise.reject(new Error('NATS is unreachable')),
    };
    await expect(relayOn(down).flush()).rejects.toThrow('NATS is unreachable');
    expect((await SubmissionModel.findById(record._id).lean())?.createdEventPublishedAt).toBeNull();
    await relayOn(deps.events).flush();
    await events.waitFor((e) => e.id === record.createdEventId);
    expect((await SubmissionModel.findById(record._id).lean())?.createdEventPublishedAt).toBeInstanceOf(Date);
  });
});
