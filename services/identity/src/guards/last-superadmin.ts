import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { errors } from '@rawi/kit';
import { UserModel, type UserRecord } from '../models/user.ts';

export const LAST_SUPERADMIN = 'At least one active superadmin must remain';
export const SUPERADMIN_GUARD_BUSY =
  'Another change to superadmin accounts is in progress. Please try again.';

/** How long a holder may keep the guard before another request may take it (a crashed holder). */
const GUARD_LEASE_MS = 5_000;
/** How long a request waits for the guard before answering 409. */
const GUARD_WAIT_MS = 8_000;
const GUARD_ID = 'superadmin-removal';

const guards = () =>
  mongoose.connection.collection<{ _id: string; holder: string; until: Date }>('user_guards');

/**
 * Takes the guard by inserting its document: the unique _id makes the insert the one atomic
 * step (a conditional update is not atomic on every backend FerretDB offers). A guard left by
 * a crashed holder is removed once its lease has passed.
 */
async function acquire(holder: string): Promise<void> {
  const deadline = Date.now() + GUARD_WAIT_MS;
  for (let attempt = 0; ; attempt += 1) {
    const now = new Date();
    try {
      await guards().insertOne({ _id: GUARD_ID, holder, until: new Date(now.getTime() + GUARD_LEASE_MS) });
      return;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    await guards().deleteOne({ _id: GUARD_ID, until: { $lt: now } });
    if (Date.now() > deadline) throw errors.conflict(SUPERADMIN_GUARD_BUSY);
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * Math.min(50, 5 + attempt * 5)));
  }
}

async function release(holder: string): Promise<void> {
  await guards().deleteOne({ _id: GUARD_ID, holder });
}

/**
 * Runs `write` (deleting, deactivating or demoting `user`) so that at least one active
 * superadmin remains, also under concurrency: every change that removes an active superadmin
 * holds one guard document while it counts the others and writes, so two superadmins
 * removing each other at once are serialised and the second is refused (409). Changes that
 * keep the user an active superadmin, or touch other users, run unguarded.
 */
export async function keepingASuperadmin<T>(
  user: Pick<UserRecord, '_id' | 'role' | 'isActive'>,
  after: { role: string; isActive: boolean } | 'deleted',
  write: () => Promise<T>,
): Promise<T> {
  const isActiveSuperadmin = user.role === 'superadmin' && user.isActive;
  const staysActiveSuperadmin = after !== 'deleted' && after.role === 'superadmin' && after.isActive;
  if (!isActiveSuperadmin || staysActiveSuperadmin) return write();
  const holder = randomUUID();
  await acquire(holder);
  try {
    const others = await UserModel.countDocuments({
      _id: mongoose.trusted({ $ne: user._id }),
      role: 'superadmin',
      isActive: true,
    });
    if (others === 0) throw errors.conflict(LAST_SUPERADMIN);
    return await write();
  } finally {
    await release(holder);
  }
}
