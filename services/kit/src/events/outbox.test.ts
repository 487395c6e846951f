import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@rawi/proto';
import { OutboxEvent, OutboxRelay, outboxCollection, recordEvent } from './outbox.ts';
import { withEventMeta } from './event-scope.ts';
import type { Events } from './stream.ts';
import { collectEvents, connectTestDependencies, testLogger } from '../testing/index.ts';

let deps: Awaited<ReturnType<typeof connectTestDependencies>>;
let collector: Awaited<ReturnType<typeof collectEvents>>;

beforeAll(async () => {
  deps = await connectTestDependencies('kit_outbox');
  collector = await collectEvents([SUBJECTS.contentUpdated]);
});
afterAll(async () => {
  await collector.stop();
  await deps.close();
});

/** A relay of the outbox collection publishing to `events` (the test's NATS connection unless given). */
const relayOn = (events: Events = deps.events) =>
  new OutboxRelay({ events, sources: [outboxCollection], logger: testLogger });

/** Records a content.updated event of `section` in English or Arabic under the given id. */
const recordContentUpdate = (id: string, section: 'team' | 'hero' | 'about', language: 'en' | 'ar') =>
  recordEvent(
    undefined,
    SUBJECTS.contentUpdated,
    { section, language, updatedAt: new Date().toISOString() },
    { id },
  );

describe('outbox relay', () => {
  it('carries the acting user and client address of the request into the event', async () => {
    const relay = relayOn();
    const id = crypto.randomUUID();
    const actor = { id: '00000000000000000000000a', username: 'noura' };
    await withEventMeta({ actor, clientAddress: '10.1.2.3' }, () => recordContentUpdate(id, 'team', 'en'));
    await relay.flush();
    const event = await collector.waitFor((e) => e.id === id);
    expect(event).toMatchObject({ actor, clientAddress: '10.1.2.3' });
  });

  it('publishes a recorded event with its id as the message id and marks it published', async () => {
    const relay = relayOn();
    const id = crypto.randomUUID();
    await recordContentUpdate(id, 'hero', 'ar');
    expect(await relay.flush()).toBe(1);
    const event = await collector.waitFor((e) => e.id === id);
    expect(event.data).toMatchObject({ section: 'hero', language: 'ar' });
    const stored = await OutboxEvent.findById(id).lean();
    expect(stored?.publishedAt).toBeInstanceOf(Date);
    expect(await relay.flush()).toBe(0);
  });

  it('stores a re-published event once (JetStream de-duplicates by Nats-Msg-Id)', async () => {
    const id = crypto.randomUUID();
    const data = { section: 'team' as const, language: 'en' as const, updatedAt: new Date().toISOString() };
    const first = await deps.events.js.publish(SUBJECTS.contentUpdated, JSON.stringify({ id, data }), {
      msgID: id,
    });
    const again = await deps.events.js.publish(SUBJECTS.contentUpdated, JSON.stringify({ id, data }), {
      msgID: id,
    });
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect(again.seq).toBe(first.seq);
  });

  it('keeps an event pending when publishing fails, and relays it once NATS answers again', async () => {
    const failing = { ...deps.events, publish: () => Promise.reject(new Error('NATS is down')) };
    const relay = relayOn(failing);
    const id = crypto.randomUUID();
    await recordContentUpdate(id, 'about', 'en');
    await expect(relay.flush()).rejects.toThrow('NATS is down');
    expect((await OutboxEvent.findById(id).lean())?.publishedAt).toBeNull();
    const healthy = relayOn();
    expect(await healthy.flush()).toBe(1);
    await collector.waitFor((e) => e.id === id);
  });
});

describe('events kept in a document', () => {
  it('are handed to the outbox before the document is removed, so an edit just before a delete is not lost', async () => {
    const { documentEventFields, documentEvents, createdWithEvent, updateWithEvent } =
      await import('./document-events.ts');
    const mongoose = (await import('mongoose')).default;
    const Note = mongoose.model(
      'CarryNote',
      new mongoose.Schema({ text: String, ...documentEventFields }, { collection: 'carry_notes' }),
    );
    const source = documentEvents<{ _id: unknown; text?: string }>(Note, (record) => ({
      section: 'team',
      language: 'en',
      updatedAt: String(record.text),
    }));
    const note = await Note.create({ text: 'first', ...createdWithEvent(SUBJECTS.contentUpdated) });
    const edit = updateWithEvent(SUBJECTS.contentUpdated);
    await Note.updateOne({ _id: note._id }, { $set: { text: 'second', ...edit.$set }, $inc: edit.$inc });
    const waiting = await source.pending(10);
    expect(waiting).toHaveLength(2);

    await source.carryOver(note._id);
    await source.carryOver(note._id); // a retried delete adds nothing
    await Note.deleteOne({ _id: note._id });
    expect(await source.pending(10)).toEqual([]);
    const carried = await OutboxEvent.find({
      _id: mongoose.trusted({ $in: waiting.map((e) => e.id) }),
    }).lean();
    expect(carried.map((e) => e.data)).toEqual([
      { section: 'team', language: 'en', updatedAt: 'second' },
      { section: 'team', language: 'en', updatedAt: 'second' },
    ]);

    const relay = relayOn();
    await relay.flush();
    for (const { id } of waiting) await collector.waitFor((e) => e.id === id);
  });
});
