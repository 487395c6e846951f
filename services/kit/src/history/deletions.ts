/**
 * The items whose newest version is a deletion ('Recently deleted'), kept so that listing the
 * newest ones, adding one and removing one each cost a few lookups by `_id` in small
 * collections, however many deletions are kept: entries are appended to numbered pages of a
 * bounded size, page n+1 holding only deletions made after those of page n; every
 * PAGES_PER_SHELF pages share a collection of their own (a shelf), and one record per kind of
 * item names the newest and the oldest page. A list reads pages from the newest down until it
 * has enough; a restore removes its entry from its page; expired pages are emptied from the
 * oldest up (purgeExpiredDeletions), and a shelf left empty is dropped, never on a read.
 *
 * Lookups by `_id` are the only reads that do not decode the whole collection on FerretDB v1
 * (it applies no secondary index to most queries), and even they cost in proportion to the
 * collection's size there: hence pages in shelves rather than one collection of them all.
 */
import mongoose from 'mongoose';
import type { Actor } from '@rawi/proto';

/** Deletions per page: a page is one small document, read whole. */
export const DELETIONS_PER_PAGE = 50;
/** Pages per collection. */
export const PAGES_PER_SHELF = 10;
/** Pages a list reads at most (pages emptied by restores are skipped, but each costs a read). */
const MAX_PAGE_READS = 40;

export interface DeletionEntry {
  item: string;
  /** The 'delete' version. */
  versionId: string;
  deletedAt: Date;
  author: Actor | null;
  /** What a list shows of the deleted item (the History's `summarise` of its data). */
  summary: Record<string, unknown>;
}

/** Per kind of item: the page deletions are appended to, and the oldest page kept. */
interface PagesRecord {
  _id: string;
  newest: number;
  oldest: number;
}

export const DeletedPagesModel =
  (mongoose.models.DeletedPages as mongoose.Model<PagesRecord>) ??
  mongoose.model<PagesRecord>(
    'DeletedPages',
    new mongoose.Schema<PagesRecord>(
      {
        _id: { type: String, required: true },
        newest: { type: Number, required: true, default: 0 },
        oldest: { type: Number, required: true, default: 0 },
      },
      { versionKey: false, collection: 'deleted_items' },
    ),
  );

interface StoredEntry {
  versionId: mongoose.Types.ObjectId;
  deletedAt: Date;
  author: Actor | null;
  summary: Record<string, unknown>;
}

export interface PageRecord {
  /** The page number. */
  _id: number;
  /** Deletions ever appended (restores do not lower it, so a page is filled once). */
  count: number;
  /** Its deletions still in effect, by item key. */
  entries: Record<string, StoredEntry>;
}

const pageSchema = new mongoose.Schema<PageRecord>(
  {
    _id: { type: Number, required: true },
    count: { type: Number, required: true, default: 0 },
    entries: { type: mongoose.Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false },
);

/** The collection holding page n of one kind of item, e.g. `deleted_project_3`. */
export const shelfName = (prefix: string, page: number) =>
  `deleted_${prefix.replace(/[^A-Za-z0-9]/g, '')}_${Math.floor(page / PAGES_PER_SHELF)}`;

/** The model of page n's shelf (one per shelf, made on first use). */
export function shelfOf(prefix: string, page: number): mongoose.Model<PageRecord> {
  const name = shelfName(prefix, page);
  return (
    (mongoose.models[name] as mongoose.Model<PageRecord>) ??
    mongoose.model<PageRecord>(name, pageSchema, name)
  );
}

/** The path of an item's entry in its page; item keys never hold `.` or a leading `$`. */
function entryPath(item: string): string {
  if (item.includes('.') || item.startsWith('$')) throw new Error(`not a history item key: ${item}`);
  return `entries.${item}`;
}

const readPage = (prefix: string, page: number) => shelfOf(prefix, page).findById(page).lean();

function entriesOf(page: PageRecord | null): DeletionEntry[] {
  return Object.entries(page?.entries ?? {})
    .map(([item, entry]) => ({
      item,
      versionId: String(entry.versionId),
      deletedAt: new Date(entry.deletedAt),
      author: entry.author ?? null,
      summary: entry.summary ?? {},
    }))
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || (a.item < b.item ? 1 : -1));
}

async function pagesOf(prefix: string): Promise<{ newest: number; oldest: number } | undefined> {
  const record = await DeletedPagesModel.findById(prefix).lean();
  return record ? { newest: record.newest, oldest: record.oldest } : undefined;
}

/** Appends a deletion to the newest page (a full page starts the next); returns the page number. */
export async function addDeletion(prefix: string, entry: DeletionEntry): Promise<number> {
  const pages = await DeletedPagesModel.findOneAndUpdate(
    { _id: prefix },
    { $setOnInsert: { newest: 0, oldest: 0 } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  let n = pages?.newest ?? 0;
  const current = await shelfOf(prefix, n).findById(n, { count: 1 }).lean();
  if ((current?.count ?? 0) >= DELETIONS_PER_PAGE) {
    n += 1;
    // $max: two deletions starting the next page at once both name it, never an older one.
    await DeletedPagesModel.updateOne({ _id: prefix }, { $max: { newest: n } });
  }
  const { item, versionId, ...rest } = entry;
  await shelfOf(prefix, n).updateOne(
    { _id: n },
    {
      $set: { [entryPath(item)]: { ...rest, versionId: new mongoose.Types.ObjectId(versionId) } },
      $inc: { count: 1 },
    },
    { upsert: true },
  );
  return n;
}

/** Removes an item's deletion from its page (it was restored or saved again). */
export async function removeDeletion(prefix: string, page: number, item: string): Promise<void> {
  await shelfOf(prefix, page).updateOne({ _id: page }, { $unset: { [entryPath(item)]: 1 } });
}

/** The newest deletions made at or after `cutoff`, newest first, at most `limit`. */
export async function listDeletions(prefix: string, cutoff: Date, limit: number): Promise<DeletionEntry[]> {
  const pages = await pagesOf(prefix);
  if (!pages) return [];
  const found: DeletionEntry[] = [];
  const lowest = Math.max(pages.oldest, pages.newest - MAX_PAGE_READS + 1);
  for (let n = pages.newest; n >= lowest && found.length < limit; n -= 1) {
    for (const entry of entriesOf(await readPage(prefix, n))) {
      // Pages hold deletions in time order: once one is past the cutoff, every older one is.
      if (entry.deletedAt < cutoff) return found;
      found.push(entry);
      if (found.length === limit) break;
    }
  }
  return found;
}

/**
 * Removes the deletions made before `cutoff`, oldest page first, handing each to `purge` (which
 * drops the item's history) before its entry goes; a page left empty is dropped. Stops at the
 * first page holding a deletion still in effect. Returns how many were purged.
 */
export async function purgeExpiredDeletions(
  prefix: string,
  cutoff: Date,
  purge: (entry: DeletionEntry) => Promise<void>,
): Promise<number> {
  const pages = await pagesOf(prefix);
  if (!pages) return 0;
  let purged = 0;
  for (let n = pages.oldest; n <= pages.newest; n += 1) {
    const entries = entriesOf(await readPage(prefix, n));
    const expired = entries.filter((entry) => entry.deletedAt < cutoff);
    for (const entry of expired) {
      await purge(entry);
      await removeDeletion(prefix, n, entry.item);
      purged += 1;
    }
    // The newest page stays (deletions are appended to it); a page with live entries ends the sweep.
    if (expired.length < entries.length || n === pages.newest) break;
    await shelfOf(prefix, n).deleteOne({ _id: n });
    await DeletedPagesModel.updateOne({ _id: prefix }, { $max: { oldest: n + 1 } });
    // The shelf's last page gone: its collection goes too.
    if ((n + 1) % PAGES_PER_SHELF === 0) await dropShelf(shelfName(prefix, n));
  }
  return purged;
}

async function dropShelf(name: string): Promise<void> {
  const db = mongoose.connection.db;
  if (!db || !(await db.listCollections({ name }, { nameOnly: true }).hasNext())) return;
  await db.dropCollection(name);
}

/** Every deletion of every kind of item forgotten (tests start from nothing). */
export async function removeAllDeletions(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) return;
  const shelves = await db.listCollections({}, { nameOnly: true }).toArray();
  for (const { name } of shelves) if (/^deleted_.+_\d+$/.test(name)) await dropShelf(name);
  await DeletedPagesModel.deleteMany({});
}
