/**
 * Every saved state of an editable item (a content section in one language, a project),
 * newest first, with who saved it: the editors' History and Restore, and the Projects
 * screen's 'Recently deleted'. Kept per item up to a configured count.
 */
import mongoose from 'mongoose';
import { isObjectId } from '@rawi/proto';
import type { Actor, Version } from '@rawi/proto';
import type { Identity } from './context.ts';
import { errors } from './errors.ts';

export type VersionReason = Version['reason'];

const versionSchema = new mongoose.Schema(
  {
    /** The item's key, e.g. `content:hero:en` or `project:<id>`. */
    item: { type: String, required: true },
    data: { type: mongoose.Schema.Types.Mixed, required: true },
    author: { type: mongoose.Schema.Types.Mixed, default: null },
    reason: { type: String, required: true, enum: ['save', 'restore', 'delete'] },
    savedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: 'versions' },
);
versionSchema.index({ item: 1, savedAt: -1 });
versionSchema.index({ reason: 1, savedAt: -1 });

type VersionRecord = mongoose.InferSchemaType<typeof versionSchema> & { _id: mongoose.Types.ObjectId };

export const VersionModel =
  (mongoose.models.Version as mongoose.Model<mongoose.InferSchemaType<typeof versionSchema>>) ??
  mongoose.model('Version', versionSchema);

const NEWEST_FIRST = { savedAt: -1, _id: -1 } as const;

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

export class History {
  /** How many versions each item keeps (older ones are dropped on the next save). */
  readonly keep: number;

  constructor(options: { keep: number }) {
    this.keep = Math.max(1, options.keep);
  }

  /** Records a saved state and drops what is beyond the count. */
  async record(
    item: string,
    data: object,
    author: Actor | null,
    reason: VersionReason,
    savedAt = new Date(),
  ): Promise<void> {
    await VersionModel.create({ item, data, author, reason, savedAt });
    const beyond = await VersionModel.find({ item }, { _id: 1 }).sort(NEWEST_FIRST).skip(this.keep).lean();
    // Filters are sanitised (operators stripped) unless marked trusted, as this one is: ids only.
    if (beyond.length) {
      await VersionModel.deleteMany({ _id: mongoose.trusted({ $in: beyond.map((v) => v._id) }) });
    }
  }

  /**
   * Before the first recorded save of an item that already exists (seeded, or stored before
   * history was kept), keeps that state as the oldest version so the first save can be undone.
   */
  async keepBaseline(item: string, data: object | undefined, savedAt: Date | undefined): Promise<void> {
    if (!data || (await VersionModel.exists({ item }))) return;
    await this.record(item, data, null, 'save', savedAt ?? new Date(0));
  }

  async list<D = Record<string, unknown>>(item: string): Promise<Array<Version<D>>> {
    const rows = await VersionModel.find({ item }).sort(NEWEST_FIRST).limit(this.keep).lean();
    return rows.map((row) => present<D>(row));
  }

  /** One version of one item; anything else (another item's id, a malformed id) is not found. */
  async get<D = Record<string, unknown>>(item: string, versionId: string | undefined): Promise<Version<D>> {
    const row =
      versionId && isObjectId(versionId) ? await VersionModel.findOne({ _id: versionId, item }).lean() : null;
    if (!row) throw errors.notFound('Version not found');
    return present<D>(row);
  }

  /** The newest version of an item, if any. */
  async latest<D = Record<string, unknown>>(item: string): Promise<Version<D> | undefined> {
    const row = await VersionModel.findOne({ item }).sort(NEWEST_FIRST).lean();
    return row ? present<D>(row) : undefined;
  }

  /**
   * Items whose newest version is a deletion younger than `retentionMs`, newest first, with
   * that deletion. Histories of deletions older than that are dropped here.
   */
  async deleted<D = Record<string, unknown>>(
    prefix: string,
    retentionMs: number,
  ): Promise<Array<{ item: string; version: Version<D> }>> {
    const cutoff = new Date(Date.now() - retentionMs);
    const rows = await VersionModel.find({ reason: 'delete' }).sort(NEWEST_FIRST).lean();
    const found: Array<{ item: string; version: Version<D> }> = [];
    const seen = new Set<string>();
    for (const row of rows) {
      if (!row.item.startsWith(prefix) || seen.has(row.item)) continue;
      seen.add(row.item);
      const newest = await VersionModel.findOne({ item: row.item }).sort(NEWEST_FIRST).lean();
      if (!newest || !newest._id.equals(row._id)) continue;
      if (row.savedAt < cutoff) await VersionModel.deleteMany({ item: row.item });
      else found.push({ item: row.item, version: present<D>(row) });
    }
    return found;
  }
}
