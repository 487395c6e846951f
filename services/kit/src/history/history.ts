/**
 * Every saved state of an editable item (a content section in one language, a project),
 * newest first, with who saved it: the editors' History and Restore, and the Projects
 * screen's 'Recently deleted'. Kept per item up to a configured count.
 *
 * Each item has a head record, keyed by the item, that lists its versions in order; with the
 * pages of deletions (deletions.ts) every read and write here is a lookup by `_id`, the
 * only kind of query that does not scan the whole collection on FerretDB v1.
 */
import mongoose from 'mongoose';
import { isObjectId } from '@rawi/proto';
import type { Actor, Version } from '@rawi/proto';
import type { Identity } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import {
  addDeletion,
  listDeletions,
  purgeExpiredDeletions,
  removeAllDeletions,
  removeDeletion,
  type DeletionEntry,
} from './deletions.ts';
import { historyHeadsMigration } from './heads-migration.ts';
import { prefixOf, VersionHeadModel, VersionModel, type VersionRecord } from './models.ts';
import { historySettled, sweeperFor, type VersionSweeper } from './sweeper.ts';
import type { Migration } from '../store/migrations.ts';

export type VersionReason = Version['reason'];
export type { DeletionEntry };
export { VersionModel, VersionHeadModel };

/** The actor a verified identity names (history and events keep id and username only). */
export const actorOf = (identity: Identity | undefined): Actor | null =>
  identity ? { id: identity.id, username: identity.username } : null;

function present<D>(record: VersionRecord): Version<D> {
  const author = record.author as Actor | null;
  return {
    id: record._id.toHexString(),
    author: author ? { id: author.id, username: author.username } : null,
    savedAt: record.savedAt.toISOString(),
    data: record.data as D,
    reason: record.reason as VersionReason,
  };
}

export interface HistoryOptions {
  /** How many versions each item keeps. */
  keep: number;
  /** What 'Recently deleted' keeps of a deleted item's data (all of it unless given). */
  summarise?: (data: object) => Record<string, unknown>;
  /** Where failures of the deferred deletion of trimmed versions are reported. */
  logger?: Logger;
}

export class History {
  /** How many versions each item keeps (older ones are dropped on the next save). */
  readonly keep: number;
  private readonly summarise: (data: object) => Record<string, unknown>;
  private readonly sweeper: VersionSweeper;

  constructor(options: HistoryOptions) {
    this.keep = Math.max(1, options.keep);
    this.summarise = options.summarise ?? ((data) => ({ ...data }));
    this.sweeper = sweeperFor(options.logger);
  }

  /**
   * The migration that gives histories stored before items had head records their heads, at
   * this version of the service's list (migrations.ts).
   */
  headsMigration(version: number): Migration {
    return historyHeadsMigration(version, { keep: this.keep, summarise: this.summarise });
  }

  /**
   * Records a saved state and drops what is beyond the count. A deletion is listed in 'Recently
   * deleted' until the item's next version (a restore) or its expiry.
   */
  async record(
    item: string,
    data: object,
    author: Actor | null,
    reason: VersionReason,
    savedAt = new Date(),
  ): Promise<void> {
    const id = new mongoose.Types.ObjectId();
    await VersionModel.create({ _id: id, item, data, author, reason, savedAt });
    const prefix = prefixOf(item);
    const deletedOn =
      reason === 'delete'
        ? await addDeletion(prefix, {
            item,
            versionId: id.toHexString(),
            deletedAt: savedAt,
            author,
            summary: this.summarise(data),
          })
        : undefined;
    const before = await VersionHeadModel.findOneAndUpdate(
      { _id: item },
      {
        $push: { versions: { id, reason, savedAt } },
        $inc: { count: 1 },
        ...(deletedOn === undefined ? { $unset: { deletedOn: 1 } } : { $set: { deletedOn } }),
      },
      { upsert: true, returnDocument: 'before', lean: true },
    );
    if (before?.deletedOn !== undefined && before.deletedOn !== deletedOn) {
      await removeDeletion(prefix, before.deletedOn, item);
    }
    const dropped: mongoose.Types.ObjectId[] = [];
    for (let count = (before?.count ?? 0) + 1; count > this.keep; count -= 1) {
      // The oldest goes first; a concurrent save of the same item trims its own excess.
      const trimmed = await VersionHeadModel.findOneAndUpdate(
        { _id: item },
        { $pop: { versions: -1 }, $inc: { count: -1 } },
        { returnDocument: 'before', lean: true },
      );
      const oldest = trimmed?.versions[0];
      if (!oldest) break;
      dropped.push(oldest.id);
    }
    this.sweeper.drop(dropped);
  }

  /**
   * Before the first recorded save of an item that already exists (seeded, or stored before
   * history was kept), keeps that state as the oldest version so the first save can be undone.
   */
  async keepBaseline(item: string, data: object | undefined, savedAt: Date | undefined): Promise<void> {
    if (!data || (await VersionHeadModel.exists({ _id: item }))) return;
    await this.record(item, data, null, 'save', savedAt ?? new Date(0));
  }

  async list<D = Record<string, unknown>>(item: string): Promise<Array<Version<D>>> {
    const head = await VersionHeadModel.findById(item, { versions: 1 }).lean();
    const ids = (head?.versions ?? []).slice(-this.keep).reverse();
    const rows = await Promise.all(ids.map(({ id }) => VersionModel.findById(id).lean()));
    return rows.filter((row) => row !== null).map((row) => present<D>(row));
  }

  /** One version of one item; anything else (another item's id, a malformed id) is not found. */
  async get<D = Record<string, unknown>>(item: string, versionId: string | undefined): Promise<Version<D>> {
    // By _id alone (cheap everywhere); the item is checked on the result.
    const row = versionId && isObjectId(versionId) ? await VersionModel.findById(versionId).lean() : null;
    if (!row || row.item !== item) throw errors.notFound('Version not found');
    return present<D>(row);
  }

  /** The newest version of an item, if any. */
  async latest<D = Record<string, unknown>>(item: string): Promise<Version<D> | undefined> {
    const newest = (await VersionHeadModel.findById(item, { versions: 1 }).lean())?.versions.at(-1);
    const row = newest ? await VersionModel.findById(newest.id).lean() : null;
    return row ? present<D>(row) : undefined;
  }

  /**
   * The version that was current at `at` (the newest saved then or before), if it is still
   * kept.
   */
  async versionAt<D = Record<string, unknown>>(item: string, at: Date): Promise<Version<D> | undefined> {
    const head = await VersionHeadModel.findById(item, { versions: 1 }).lean();
    const kept = (head?.versions ?? []).slice(-this.keep);
    const current = kept.findLast((version) => version.savedAt.getTime() <= at.getTime());
    const row = current ? await VersionModel.findById(current.id).lean() : null;
    return row ? present<D>(row) : undefined;
  }

  /**
   * The deletion of an item whose newest version is a deletion younger than `retentionMs`
   * (what a restore from 'Recently deleted' brings back), if it is one.
   */
  async deletion<D = Record<string, unknown>>(
    item: string,
    retentionMs: number,
  ): Promise<Version<D> | undefined> {
    const head = await VersionHeadModel.findById(item).lean();
    const newest = head?.versions.at(-1);
    if (head?.deletedOn === undefined || newest?.reason !== 'delete') return undefined;
    if (newest.savedAt.getTime() < Date.now() - retentionMs) return undefined;
    const row = await VersionModel.findById(newest.id).lean();
    return row ? present<D>(row) : undefined;
  }

  /**
   * Items of one kind (`prefix`, e.g. `project:`) whose newest version is a deletion younger
   * than `retentionMs`, newest first, at most `limit`, with what `summarise` kept of them.
   */
  async deleted(prefix: string, retentionMs: number, limit: number): Promise<DeletionEntry[]> {
    return listDeletions(prefix, new Date(Date.now() - retentionMs), limit);
  }

  /**
   * Drops the whole history of items of one kind deleted longer than `retentionMs` ago (they
   * are no longer restorable). Returns how many items went.
   */
  async purgeExpiredDeletions(prefix: string, retentionMs: number): Promise<number> {
    return purgeExpiredDeletions(prefix, new Date(Date.now() - retentionMs), async ({ item }) => {
      const head = await VersionHeadModel.findById(item).lean();
      // Restored since the page was read: its history stays.
      if (head && head.versions.at(-1)?.reason !== 'delete') return;
      for (const { id } of head?.versions ?? []) await VersionModel.deleteOne({ _id: id });
      await VersionHeadModel.deleteOne({ _id: item });
    });
  }
}

export { historySettled };

/** Empties every item's history (tests start from nothing). */
export async function removeAllHistory(): Promise<void> {
  await historySettled();
  await VersionModel.deleteMany({});
  await VersionHeadModel.deleteMany({});
  await removeAllDeletions();
}
