/**
 * Events written with their change, in the same document write, so none is lost or invented: a
 * changed document keeps its pending events in `pendingEvents` (event id → subject, time,
 * actor) and counts them in `eventsPending`; the relay publishes them with their id as
 * Nats-Msg-Id and then removes them, so a crash at any point loses no event and a repeated
 * publish is stored once. An event's data is the document as presented when it is relayed
 * (normally milliseconds after the write), unless the event carries its own.
 *
 * A removal cannot carry its event in the document it removes: its event goes to the outbox
 * first, held back until the document is gone (see `recordEvent`'s `afterRemovalOf`).
 *
 * The same writes carry the document's `revision` for optimistic concurrency: an edit made
 * from revision n applies only while the document is still at n (409 otherwise).
 */
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { STALE_EDIT, type EventMeta, type EventPayloads, type Subject } from '@rawi/proto';
import { currentEventMeta } from './event-scope.ts';
import { errors } from '../http/errors.ts';
import { OutboxEvent, type OutboxSource, type PendingEvent } from './outbox.ts';
import { isDuplicateKeyError } from '../store/seed.ts';

export { STALE_EDIT };

interface StoredEvent {
  subject: Subject;
  occurredAt: Date;
  meta: EventMeta;
  /** Set when the event's data is not the document itself (e.g. a password change). */
  data?: unknown;
}

/** Schema fields of a document that carries its events and a revision. */
export const documentEventFields = {
  pendingEvents: { type: mongoose.Schema.Types.Mixed, default: undefined },
  eventsPending: { type: Number, default: 0 },
  revision: { type: Number, default: 0 },
} as const;

function stored<S extends Subject>(subject: S, data?: EventPayloads[S]): [string, StoredEvent] {
  return [
    randomUUID(),
    { subject, occurredAt: new Date(), meta: currentEventMeta(), ...(data !== undefined ? { data } : {}) },
  ];
}

/** Fields of a new document that carries its creation event. */
export function createdWithEvent<S extends Subject>(subject: S, data?: EventPayloads[S]) {
  const [id, event] = stored(subject, data);
  return { pendingEvents: { [id]: event }, eventsPending: 1, revision: 0 };
}

/**
 * The parts of an update that record an event and move the revision on; merge them into the
 * update (`$set` and `$inc`).
 */
export function updateWithEvent<S extends Subject>(subject: S, data?: EventPayloads[S]) {
  const [id, event] = stored(subject, data);
  return {
    $set: { [`pendingEvents.${id}`]: event },
    $inc: { eventsPending: 1, revision: 1 },
  };
}

/** The revision an edit was made from, as sent in `If-Match: "<revision>"` (400 when malformed). */
export function expectedRevision(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '' || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(ifMatch);
  if (!match?.[1]) throw errors.validation('If-Match must be the quoted revision of the item, e.g. "3"');
  return Number(match[1]);
}

/** The filter condition for an edit made from `revision` (none when the client sent none). */
export const atRevision = (revision: number | undefined) =>
  revision === undefined
    ? {}
    : { revision: revision === 0 ? mongoose.trusted({ $in: [0, null] }) : revision };

export const staleEdit = () => errors.conflict(STALE_EDIT);

type Presenter<R> = (record: R, subject: Subject) => EventPayloads[Subject];

/** What the source needs of a mongoose model (kept structural: models' inferred types differ). */
interface EventfulModel {
  find(filter: object): { limit(n: number): { lean(): PromiseLike<unknown> } };
  updateOne(filter: object, update: object, options: object): PromiseLike<unknown>;
}

/** A document source: also hands a document's unpublished events over before it is removed. */
export interface DocumentEventSource extends OutboxSource {
  /**
   * Copies the events still waiting in document `id` into the outbox collection (same ids,
   * their data as presented now), so removing the document loses none of them; one the relay
   * publishes meanwhile is published again under its id and stored once.
   */
  carryOver(id: unknown): Promise<void>;
}

/** The relay's source for events kept in one model's documents. */
export function documentEvents<R extends object>(
  model: EventfulModel,
  present: Presenter<R>,
): DocumentEventSource {
  const eventsOf = (record: R): PendingEvent[] => {
    const pendingEvents = ((record as { pendingEvents?: unknown }).pendingEvents ?? {}) as Record<
      string,
      StoredEvent
    >;
    return Object.entries(pendingEvents).map(([id, event]) => ({
      id,
      subject: event.subject,
      data: (event.data ?? present(record, event.subject)) as EventPayloads[Subject],
      occurredAt: new Date(event.occurredAt),
      meta: event.meta,
      documentId: (record as { _id?: mongoose.Types.ObjectId })._id,
    }));
  };
  return {
    async pending(limit) {
      const records = (await model
        .find({ eventsPending: mongoose.trusted({ $gt: 0 }) })
        .limit(limit)
        .lean()) as R[];
      return records
        .flatMap(eventsOf)
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
        .slice(0, limit);
    },
    async carryOver(id) {
      const [record] = (await model.find({ _id: id }).limit(1).lean()) as R[];
      if (!record) return;
      for (const event of eventsOf(record)) {
        try {
          await OutboxEvent.create({
            _id: event.id,
            subject: event.subject,
            data: event.data,
            occurredAt: event.occurredAt,
            meta: event.meta,
            publishedAt: null,
            afterRemovalOf: null,
          });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
    },
    async markPublished({ id, documentId }) {
      await model.updateOne(
        { _id: documentId, [`pendingEvents.${id}`]: mongoose.trusted({ $exists: true }) },
        { $unset: { [`pendingEvents.${id}`]: '' }, $inc: { eventsPending: -1 } },
        // Publishing is not an edit: updatedAt and the revision stay.
        { timestamps: false },
      );
    },
  };
}
