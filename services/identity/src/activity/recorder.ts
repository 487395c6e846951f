/**
 * Writes the activity log from the event stream: a durable consumer ('identity-activity') turns
 * each kept event into one entry keyed by the event id, so redeliveries and replicas add
 * nothing twice; entries older than the retention are dropped every hour.
 */
import mongoose from 'mongoose';
import {
  isDuplicateKeyError,
  startDurableConsumer,
  unlessWritesPaused,
  type Events,
  type Logger,
} from '@rawi/kit';
import type { EventEnvelope } from '@rawi/proto';
import { activityOf } from './entries.ts';
import { ActivityModel } from '../models/activity.ts';

export const ACTIVITY_CONSUMER = 'identity-activity';
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Earlier entries about submissions that were erased or expired show the submission's id instead
 * of the sender's name: the log must not keep a name the site itself has let go.
 */
async function forgetSenders(ids: readonly string[]): Promise<void> {
  const entries = await ActivityModel.find(
    { 'target.type': 'submission', 'target.id': mongoose.trusted({ $in: [...ids] }) },
    { target: 1 },
  ).lean();
  for (const entry of entries) {
    const target = entry.target as { id: string };
    await ActivityModel.updateOne({ _id: entry._id }, { $set: { 'target.label': target.id } });
  }
}

export async function recordActivity(event: EventEnvelope): Promise<void> {
  if (event.subject === 'contact.submissions-erased' || event.subject === 'contact.submissions-expired') {
    const { ids = [] } = event.data as { ids?: string[] };
    if (ids.length) await forgetSenders(ids);
  }
  const entry = activityOf(event);
  if (!entry) return;
  try {
    await ActivityModel.create({ ...entry, _id: entry.id, at: new Date(entry.at) });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

export async function pruneActivity(retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * DAY_MS);
  const { deletedCount } = await ActivityModel.deleteMany({ at: mongoose.trusted({ $lt: cutoff }) });
  return deletedCount;
}

export async function startActivityRecorder(options: {
  nc: Events['nc'];
  logger: Logger;
  retentionDays: number;
  name?: string;
  /** `all` (the service) replays what the stream holds when first made; tests take `new`. */
  deliver?: 'all' | 'new';
}): Promise<{ stop(): Promise<void> }> {
  const consumer = await startDurableConsumer({
    nc: options.nc,
    logger: options.logger,
    name: options.name ?? ACTIVITY_CONSUMER,
    deliver: options.deliver ?? 'all',
    handle: recordActivity,
  });
  const prune = () =>
    unlessWritesPaused(() => pruneActivity(options.retentionDays)).catch((error: Error) =>
      options.logger.warn({ err: error.message }, 'activity pruning failed'),
    );
  void prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await consumer.stop();
    },
  };
}
