/**
 * Many deleted items stored at once, as that many deletions through `History.record` would
 * leave them (each item's 'delete' version, its head record and its entry in 'Recently
 * deleted'), for tests and benchmarks of long lists. Needs a kind of item with no deletions yet.
 */
import mongoose from 'mongoose';
import type { Actor } from '@rawi/proto';
import { DELETIONS_PER_PAGE, DeletedPagesModel, shelfOf } from '../history/deletions.ts';
import { prefixOf, VersionHeadModel, VersionModel } from '../history/models.ts';

export interface StoredDeletion {
  item: string;
  data: Record<string, unknown>;
  author: Actor | null;
  deletedAt: Date;
}

export async function storeDeletedItems(
  deletions: StoredDeletion[],
  summarise: (data: object) => Record<string, unknown> = (data) => ({ ...data }),
): Promise<void> {
  if (!deletions.length) return;
  const prefix = prefixOf(deletions[0]!.item);
  if (await DeletedPagesModel.exists({ _id: prefix }))
    throw new Error(`${prefix} items already have deletions`);
  const ordered = [...deletions].sort((a, b) => a.deletedAt.getTime() - b.deletedAt.getTime());
  const rows = ordered.map((d, i) => ({
    ...d,
    id: new mongoose.Types.ObjectId(),
    page: Math.floor(i / DELETIONS_PER_PAGE),
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await VersionModel.insertMany(
      batch.map((r) => ({
        _id: r.id,
        item: r.item,
        data: r.data,
        author: r.author,
        reason: 'delete',
        savedAt: r.deletedAt,
      })),
    );
    await VersionHeadModel.insertMany(
      batch.map((r) => ({
        _id: r.item,
        versions: [{ id: r.id, reason: 'delete', savedAt: r.deletedAt }],
        count: 1,
        deletedOn: r.page,
      })),
    );
  }
  const pages = new Map<number, typeof rows>();
  for (const row of rows) pages.set(row.page, [...(pages.get(row.page) ?? []), row]);
  for (const [n, entries] of pages) {
    await shelfOf(prefix, n).create({
      _id: n,
      count: entries.length,
      entries: Object.fromEntries(
        entries.map((r) => [
          r.item,
          { versionId: r.id, deletedAt: r.deletedAt, author: r.author, summary: summarise(r.data) },
        ]),
      ),
    });
  }
  await DeletedPagesModel.create({ _id: prefix, newest: rows.at(-1)!.page, oldest: 0 });
}
