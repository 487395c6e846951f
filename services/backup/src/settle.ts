/**
 * What a restored site must not do again: send an event twice, or accept what was issued
 * before the restore.
 *
 * - Events: the outbox rows and the documents that carry their own events (users, content
 *   sections, projects, a media file's 'uploaded', a submission's 'created', a password reset's
 *   mail) are restored as published. One still pending at backup
 *   time was delivered (or will be) by the stack the backup came from; the backup waits for the
 *   relay to drain before copying, so normally there are none (the manifest counts them).
 *   The notifier's record of mailed events is restored too, so even an event that did reach the
 *   new stack's stream again would not be mailed twice.
 * - Sessions: every user's token version is raised above both the archived one and the one the
 *   target had, so no session token issued before the restore is accepted (identity writes the
 *   new versions to the revocation bucket when it starts).
 * - Password-reset links issued before the restore are marked used.
 */
import type mongoose from 'mongoose';
import type { DatabaseName } from './archive/format.ts';
import type { SiteDatabases } from './site-databases.ts';

interface PendingEventSource {
  db: DatabaseName;
  collection: string;
  /** Documents whose event has not been published. */
  pending: mongoose.mongo.Filter<mongoose.mongo.Document>;
  /** Marks them published at `at`. */
  published: (at: Date) => mongoose.mongo.UpdateFilter<mongoose.mongo.Document>;
}

const outbox = (db: DatabaseName): PendingEventSource => ({
  db,
  collection: 'outbox',
  pending: { publishedAt: null },
  published: (at) => ({ $set: { publishedAt: at } }),
});

/** A document that carries its own pending events (users, content sections, projects). */
const carried = (db: DatabaseName, collection: string): PendingEventSource => ({
  db,
  collection,
  pending: { eventsPending: { $gt: 0 } },
  published: () => ({ $unset: { pendingEvents: '' }, $set: { eventsPending: 0 } }),
});

export const PENDING_EVENT_SOURCES: PendingEventSource[] = [
  outbox('rawi_identity'),
  outbox('rawi_content'),
  outbox('rawi_projects'),
  outbox('rawi_media'),
  outbox('rawi_contact'),
  carried('rawi_identity', 'users'),
  carried('rawi_content', 'content'),
  carried('rawi_projects', 'projects'),
  {
    db: 'rawi_media',
    collection: 'media',
    pending: { uploadedEventId: { $ne: null }, uploadedEventPublishedAt: null },
    published: (at) => ({ $set: { uploadedEventPublishedAt: at } }),
  },
  {
    db: 'rawi_contact',
    collection: 'submissions',
    pending: { createdEventPublishedAt: null },
    published: (at) => ({ $set: { createdEventPublishedAt: at } }),
  },
  {
    db: 'rawi_identity',
    collection: 'password_resets',
    pending: { publishedAt: null, pendingToken: { $ne: null } },
    published: (at) => ({ $set: { publishedAt: at, pendingToken: null } }),
  },
];

/** Events written but not yet relayed, across every source. */
export async function pendingEventCount(site: SiteDatabases): Promise<number> {
  let count = 0;
  for (const source of PENDING_EVENT_SOURCES)
    count += await site.db(source.db).collection(source.collection).countDocuments(source.pending);
  return count;
}

/** Waits (up to `timeoutMs`) for the relays to publish what is pending; returns what still is. */
export async function waitForRelays(site: SiteDatabases, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await pendingEventCount(site);
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every user's token version before the target is wiped (restore --force). */
export async function tokenVersionsOf(site: SiteDatabases): Promise<Map<string, number>> {
  const users = await site
    .db('rawi_identity')
    .collection('users')
    .find({}, { projection: { tokenVersion: 1 } })
    .toArray();
  return new Map(users.map((u) => [String(u._id), Number(u.tokenVersion ?? 0)]));
}

export async function settleRestoredSite(
  site: SiteDatabases,
  { backupTime, previousTokenVersions }: { backupTime: Date; previousTokenVersions: Map<string, number> },
): Promise<{ settledEvents: number; endedSessions: number; endedResetLinks: number }> {
  const exists = async (db: DatabaseName, collection: string) =>
    (await site.db(db).listCollections({ name: collection }, { nameOnly: true }).toArray()).length > 0;
  let settledEvents = 0;
  for (const source of PENDING_EVENT_SOURCES) {
    if (!(await exists(source.db, source.collection))) continue;
    const result = await site
      .db(source.db)
      .collection(source.collection)
      .updateMany(source.pending, source.published(backupTime));
    settledEvents += result.modifiedCount;
  }
  const resets = (await exists('rawi_identity', 'password_resets'))
    ? await site
        .db('rawi_identity')
        .collection('password_resets')
        .updateMany({ usedAt: null }, { $set: { usedAt: new Date(), pendingToken: null } })
    : { modifiedCount: 0 };
  const users = site.db('rawi_identity').collection('users');
  const archived = await users.find({}, { projection: { tokenVersion: 1 } }).toArray();
  const raises = archived.map((user) => {
    const version =
      Math.max(Number(user.tokenVersion ?? 0), previousTokenVersions.get(String(user._id)) ?? 0) + 1;
    return { updateOne: { filter: { _id: user._id }, update: { $set: { tokenVersion: version } } } };
  });
  if (raises.length > 0) await users.bulkWrite(raises, { ordered: false });
  return { settledEvents, endedSessions: raises.length, endedResetLinks: resets.modifiedCount };
}
