import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { SUBJECTS } from '@rawi/proto';
import {
  isDuplicateKeyError,
  recordEvent,
  unlessWritesPaused,
  type Logger,
  type OutboxRelay,
} from '@rawi/kit';
import { SentNotificationModel } from '../models/sent-notification.ts';
import { SubmissionModel } from '../models/submission.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each replica looks whether today's run is still to be done. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface RetentionRules {
  /** Days a submission is kept (0: kept). */
  retentionDays: number;
  /** Days a resolved submission is kept after its last change (0: as any other). */
  resolvedRetentionDays: number;
}

const leases = () =>
  mongoose.connection.collection<{ _id: string; holder: string; takenAt: Date }>('contact_jobs');

/**
 * Today's retention run, at most once per cluster: the replica whose insert of the day's lease
 * document (a fixed _id per UTC day) succeeds deletes the submissions past their retention (and
 * the records of mails about them) and records contact.submissions-expired with the count; the
 * others find the lease taken and do nothing. Returns the count, or undefined when not its turn.
 */
export async function runRetention(
  rules: RetentionRules,
  relay: OutboxRelay | undefined,
  now = new Date(),
): Promise<number | undefined> {
  if (rules.retentionDays === 0 && rules.resolvedRetentionDays === 0) return undefined;
  const day = now.toISOString().slice(0, 10);
  const lease = { _id: `retention:${day}`, holder: randomUUID(), takenAt: now };
  try {
    await leases().insertOne(lease);
  } catch (error) {
    if (isDuplicateKeyError(error)) return undefined;
    throw error;
  }
  try {
    return await deleteExpired(rules, relay, now, day);
  } catch (error) {
    // Failed half-way: the next check (on any replica) runs the day again.
    await leases().deleteOne({ _id: lease._id, holder: lease.holder });
    throw error;
  }
}

async function deleteExpired(
  rules: RetentionRules,
  relay: OutboxRelay | undefined,
  now: Date,
  day: string,
): Promise<number> {
  const before = new Date(now.getTime() - rules.retentionDays * DAY_MS);
  const resolvedBefore = new Date(now.getTime() - rules.resolvedRetentionDays * DAY_MS);
  const expired: Array<Record<string, unknown>> = [];
  if (rules.retentionDays > 0) expired.push({ createdAt: mongoose.trusted({ $lt: before }) });
  if (rules.resolvedRetentionDays > 0) {
    expired.push({ status: 'resolved', updatedAt: mongoose.trusted({ $lt: resolvedBefore }) });
  }
  const records = await SubmissionModel.find({ $or: expired }, { _id: 1, createdEventId: 1 }).lean();
  await SentNotificationModel.deleteMany({
    _id: mongoose.trusted({ $in: records.map((r) => r.createdEventId) }),
  });
  const { deletedCount } = await SubmissionModel.deleteMany({
    _id: mongoose.trusted({ $in: records.map((r) => r._id) }),
  });
  // A day with nothing to delete leaves nothing in the activity log.
  if (deletedCount === 0) return 0;
  await recordEvent(
    relay,
    SUBJECTS.submissionsExpired,
    {
      count: deletedCount,
      ids: records.map((r) => String(r._id)),
      ...(rules.retentionDays > 0 ? { before: before.toISOString() } : {}),
      ...(rules.resolvedRetentionDays > 0 ? { resolvedBefore: resolvedBefore.toISOString() } : {}),
    },
    { id: `contact-retention-${day}`, meta: { actor: null } },
  );
  return deletedCount;
}

/** Runs the retention job now and then every hour (each day's run happens once), plus `alsoHourly`. */
export function startRetention(
  rules: RetentionRules,
  relay: OutboxRelay | undefined,
  logger: Logger,
  alsoHourly: () => Promise<unknown> = async () => undefined,
): { stop(): void } {
  const tick = async () => {
    try {
      await unlessWritesPaused(async () => {
        const count = await runRetention(rules, relay);
        if (count !== undefined) logger.info({ count }, 'contact retention: expired submissions deleted');
        await alsoHourly();
      });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'contact retention failed; retried within the hour');
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), CHECK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
