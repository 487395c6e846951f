/**
 * Identity's side of revocation (kit token-versions.ts): after a change that ends a user's
 * sessions, the user's new token version (or `deleted`) is written to the NATS KV bucket that
 * every verifier watches. A write that fails (NATS down, a crash between the MongoDB write and
 * this one) is repaired by `reconcile`, which identity runs at start and every few seconds:
 * it makes the bucket match the users collection.
 */
import type { KV } from '@nats-io/kv';
import { TOKEN_VERSION_DELETED } from '@rawi/proto';
import type { Logger } from '@rawi/kit';
import { UserModel } from '../models/user.ts';

let bucket: KV | undefined;
let log: Logger | undefined;

/** Where identity writes token versions (unset: nothing is written, e.g. in unit tests). */
export function publishTokenVersionsTo(kv: KV | undefined, logger?: Logger): void {
  bucket = kv;
  log = logger;
}

export async function publishTokenVersion(
  userId: string,
  version: number | typeof TOKEN_VERSION_DELETED,
): Promise<void> {
  if (!bucket) return;
  try {
    await bucket.put(userId, String(version));
  } catch (error) {
    log?.warn({ err: (error as Error).message, userId }, 'token version not written yet; reconcile will');
  }
}

/** Makes the bucket match the users collection; returns how many keys it wrote. */
export async function reconcileTokenVersions(): Promise<number> {
  if (!bucket) return 0;
  const kv = bucket;
  const users = await UserModel.find({}, { tokenVersion: 1 }).lean();
  const stored = new Map<string, string>();
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (entry?.operation === 'PUT') stored.set(key, entry.string());
  }
  let written = 0;
  for (const user of users) {
    const id = String(user._id);
    const version = String(user.tokenVersion ?? 0);
    if (stored.get(id) !== version) {
      await kv.put(id, version);
      written += 1;
    }
    stored.delete(id);
  }
  // Keys left have no user in the list: deleted, unless created since the list was read.
  for (const [id, value] of stored) {
    if (value === TOKEN_VERSION_DELETED) continue;
    if (await UserModel.exists({ _id: id })) continue;
    await kv.put(id, TOKEN_VERSION_DELETED);
    written += 1;
  }
  return written;
}
