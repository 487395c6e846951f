/**
 * The migration that builds the head records of histories stored before items had one (each
 * item's versions were then found by scanning the whole collection). Versions beyond the count
 * kept go; an item whose newest version is a deletion is listed in 'Recently deleted'. An item
 * that has a head already is left as it is.
 */
import type { Actor } from '@rawi/proto';
import { addDeletion } from './deletions.ts';
import { prefixOf, VersionHeadModel as heads, VersionModel as versions } from './models.ts';
import type { Migration } from '../store/migrations.ts';

export interface HeadBuilding {
  keep: number;
  summarise: (data: object) => Record<string, unknown>;
}

/** The migration, at this version of a service's list, for a history kept so. */
export const historyHeadsMigration = (version: number, options: HeadBuilding): Migration => ({
  version,
  name: 'history heads',
  run: () => buildHeads(options),
});

async function buildHeads({ keep, summarise }: HeadBuilding): Promise<number> {
  const rows = await versions.find({}, { item: 1, reason: 1, savedAt: 1, author: 1 }).lean();
  const byItem = new Map<string, typeof rows>();
  for (const row of rows) byItem.set(row.item, [...(byItem.get(row.item) ?? []), row]);
  const oldestFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.savedAt.getTime() - b.savedAt.getTime() || (a._id.toHexString() < b._id.toHexString() ? -1 : 1);
  const histories = [...byItem.entries()].map(([item, list]) => [item, list.sort(oldestFirst)] as const);
  // In the order of their newest version, so deletions reach their pages in time order.
  histories.sort(([, a], [, b]) => oldestFirst(a.at(-1)!, b.at(-1)!));
  let built = 0;
  for (const [item, list] of histories) {
    if (await heads.exists({ _id: item })) continue;
    built += 1;
    const kept = list.slice(-keep);
    for (const dropped of list.slice(0, -keep)) await versions.deleteOne({ _id: dropped._id });
    const newest = kept.at(-1)!;
    let deletedOn: number | undefined;
    if (newest.reason === 'delete') {
      const data = (await versions.findById(newest._id, { data: 1 }).lean())?.data as object;
      deletedOn = await addDeletion(prefixOf(item), {
        item,
        versionId: newest._id.toHexString(),
        deletedAt: newest.savedAt,
        author: (newest.author as Actor | null) ?? null,
        summary: summarise(data ?? {}),
      });
    }
    await heads.updateOne(
      { _id: item },
      {
        $setOnInsert: {
          versions: kept.map((v) => ({ id: v._id, reason: v.reason, savedAt: v.savedAt })),
          count: kept.length,
          ...(deletedOn === undefined ? {} : { deletedOn }),
        },
      },
      { upsert: true },
    );
  }
  return built;
}
