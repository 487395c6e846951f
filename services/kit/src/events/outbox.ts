/**
 * Events that must not be lost are written with the change they describe and relayed to
 * NATS afterwards; the relay retries until JetStream acknowledges (de-duplicated by id).
 */
import mongoose from 'mongoose';
import type { EventMeta, EventPayloads, Subject } from '@rawi/proto';
import { currentEventMeta } from './event-scope.ts';
import { counter, gauge } from '../metrics.ts';
import type { Events } from './stream.ts';
import type { Logger } from '../logger.ts';

export interface PendingEvent {
  id: string;
  subject: Subject;
  data: EventPayloads[Subject];
  occurredAt: Date;
  /** Who caused it and from where (absent for the system's own events). */
  meta?: EventMeta | undefined;
  /** The `_id` of the document that keeps the event, so marking it published names one document. */
  documentId?: mongoose.Types.ObjectId;
}

/** Where pending events live: an outbox collection, or the changed documents themselves. */
export interface OutboxSource {
  pending(limit: number): Promise<PendingEvent[]>;
  markPublished(event: PendingEvent): Promise<void>;
}

const outboxSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    data: { type: mongoose.Schema.Types.Mixed, required: true },
    occurredAt: { type: Date, required: true },
    meta: { type: mongoose.Schema.Types.Mixed, default: null },
    publishedAt: { type: Date, default: null },
    /** A removal's event waits until the document is gone: {collection, id}. */
    afterRemovalOf: { type: mongoose.Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false },
);
outboxSchema.index({ publishedAt: 1, occurredAt: 1 });

export const OutboxEvent =
  (mongoose.models.OutboxEvent as mongoose.Model<mongoose.InferSchemaType<typeof outboxSchema>>) ??
  mongoose.model('OutboxEvent', outboxSchema, 'outbox');

/** How long a removal's event waits for its document to go before it is dropped (the removal never happened). */
const REMOVAL_GRACE_MS = 60_000;

interface Removal {
  collection: string;
  id: unknown;
}

/** Whether a held-back event may go out: its document is gone. One that waited too long is dropped. */
async function removalDone(row: {
  _id: string;
  occurredAt: Date;
  afterRemovalOf?: unknown;
}): Promise<boolean> {
  const removal = row.afterRemovalOf as Removal | null | undefined;
  if (!removal) return true;
  const present = await mongoose.connection
    .collection(removal.collection)
    .countDocuments({ _id: removal.id as never });
  if (present === 0) return true;
  if (Date.now() - row.occurredAt.getTime() > REMOVAL_GRACE_MS) await OutboxEvent.deleteOne({ _id: row._id });
  return false;
}

/** The outbox collection as a source. */
export const outboxCollection: OutboxSource = {
  async pending(limit) {
    const found = await OutboxEvent.find({ publishedAt: null }).sort({ occurredAt: 1 }).limit(limit).lean();
    const rows = [];
    for (const row of found) if (await removalDone(row)) rows.push(row);
    return rows.map((r) => ({
      id: r._id,
      subject: r.subject as Subject,
      data: r.data as EventPayloads[Subject],
      occurredAt: r.occurredAt,
      meta: (r.meta as EventMeta | null) ?? undefined,
    }));
  },
  async markPublished({ id }) {
    await OutboxEvent.updateOne({ _id: id }, { $set: { publishedAt: new Date() } });
  },
};

/** The relay whose backlog /metrics reports (the service's; tests may start more). */
let reported: OutboxRelay | undefined;
const reportBacklogOf = (relay: OutboxRelay) => {
  reported = relay;
};
const BACKLOG_SCAN = 1000;

function registerOutboxMetrics(): void {
  gauge(
    'outbox_pending_events',
    `Events written but not yet acknowledged by JetStream (counted up to ${BACKLOG_SCAN})`,
    [],
    async (g) => g.set((await reported?.backlog())?.count ?? 0),
  );
  gauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest event waiting to be published (0 when none waits)',
    [],
    async (g) => {
      const oldest = (await reported?.backlog())?.oldest;
      g.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  );
}

const publishFailureCounter = counter(
  'outbox_publish_failures_total',
  'Relay attempts that failed to publish to NATS (retried)',
);
const publishedCounter = counter('outbox_published_total', 'Events the relay published to NATS');

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly events: Events;
  private readonly sources: OutboxSource[];
  private readonly logger: Logger;
  private readonly intervalMs: number;

  constructor(options: { events: Events; sources: OutboxSource[]; logger: Logger; intervalMs?: number }) {
    this.events = options.events;
    this.sources = options.sources;
    this.logger = options.logger;
    this.intervalMs = options.intervalMs ?? 1000;
  }

  start(): void {
    this.stopped = false;
    reportBacklogOf(this);
    registerOutboxMetrics();
    this.schedule(0);
  }

  /** How many events wait (up to the scan size) and when the oldest was written. */
  async backlog(): Promise<{ count: number; oldest: Date | null }> {
    let count = 0;
    let oldest: Date | null = null;
    for (const source of this.sources) {
      const waiting = await source.pending(BACKLOG_SCAN);
      count += waiting.length;
      for (const event of waiting) if (!oldest || event.occurredAt < oldest) oldest = event.occurredAt;
    }
    return { count, oldest };
  }

  /** Relay now (after a write) instead of waiting for the next tick. */
  kick(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes everything pending once; returns how many were published. */
  async flush(): Promise<number> {
    let published = 0;
    const publishedCount = publishedCounter;
    for (const source of this.sources) {
      for (;;) {
        const batch = await source.pending(100);
        for (const event of batch) {
          await this.events.publish(event.subject, event.data, event.id, event.occurredAt, event.meta);
          await source.markPublished(event);
          published += 1;
          publishedCount.inc();
        }
        if (batch.length < 100) break;
      }
    }
    return published;
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.flush()
        .then(() => undefined)
        .catch((error: Error) => {
          publishFailureCounter.inc();
          this.logger.warn({ err: error.message }, 'event relay will retry');
        })
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }
}

/**
 * Records an event in the outbox collection and nudges the relay. The event carries the
 * current request's actor and client address (event scope) unless `meta` says otherwise.
 */
export async function recordEvent<S extends Subject>(
  relay: OutboxRelay | undefined,
  subject: S,
  data: EventPayloads[S],
  {
    id = crypto.randomUUID(),
    meta,
    afterRemovalOf,
  }: { id?: string; meta?: EventMeta; afterRemovalOf?: Removal } = {},
): Promise<void> {
  await OutboxEvent.create({
    _id: id,
    subject,
    data,
    occurredAt: new Date(),
    meta: { ...currentEventMeta(), ...meta },
    publishedAt: null,
    afterRemovalOf: afterRemovalOf ?? null,
  });
  relay?.kick();
}

/**
 * Removes a document with its event: the event is written first, held back until the document
 * is gone, and withdrawn if the removal fails; a crash between the two leaves an event that
 * the relay drops once it sees the document still there after a minute.
 */
export async function removeWithEvent<S extends Subject, T>(
  relay: OutboxRelay | undefined,
  subject: S,
  data: EventPayloads[S],
  removal: Removal,
  remove: () => Promise<T>,
): Promise<T> {
  const id = crypto.randomUUID();
  await recordEvent(undefined, subject, data, { id, afterRemovalOf: removal });
  try {
    const result = await remove();
    relay?.kick();
    return result;
  } catch (error) {
    await OutboxEvent.deleteOne({ _id: id });
    throw error;
  }
}
