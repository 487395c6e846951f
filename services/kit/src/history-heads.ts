/**
 * Builds the head records of histories stored before items had one (each item's versions were
 * then found by scanning the whole collection), once per database: the first use of the history
 * in a process waits for it. Versions beyond the count kept go; an item whose newest version is
 * a deletion is listed in 'Recently deleted'.
 */
import mongoose from 'mongoose';
import type { Actor } from '@rawi/proto';
import { addDeletion } from './history-deletions.ts';
import { prefixOf, VersionHeadModel as heads, VersionModel as versions } from './history-models.ts';

const STATE_ID = 'version-heads';

const historyStateSchema = new mongoose.Schema(
  { _id: { type: String, required: true }, builtAt: { type: Date } },
  { versionKey: false, collection: 'history_state' },
);

const HistoryStateModel =
  (mongoose.models.HistoryState as mongoose.Model<{ _id: string; builtAt?: Date }>) ??
  mongoose.model<{ _id: string; builtAt?: Date }>('HistoryState', historyStateSchema);

export interface HeadBuilding {
  keep: number;
  summarise: (data: object) => Record<string, unknown>;
}

const building = new Map<string, Promise<void>>();

/** Resolves once the heads of this database exist (built now if they were never built). */
export function headsBuilt(options: HeadBuilding): Promise<void> {
  const key = `${mongoose.connection.host}:${mongoose.connection.port}/${mongoose.connection.name}`;
  let done = building.get(key);
  if (!done) {
    done = buildHeads(options).catch((error: unknown) => {
      building.delete(key);
      throw error;
    });
    building.set(key, done);
  }
  return done;
}

async function buildHeads({ keep, summarise }: HeadBuilding): Promise<void> {
  if (await HistoryStateModel.exists({ _id: STATE_ID })) return;
  const rows = await versions.find({}, { item: 1, reason: 1, savedAt: 1, author: 1 }).lean();
  const byItem = new Map<string, typeof rows>();
  for (const row of rows) byItem.set(row.item, [...(byItem.get(row.item) ?? []), row]);
  const oldestFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.savedAt.getTime() - b.savedAt.getTime() || (a._id.toHexString() < b._id.toHexString() ? -1 : 1);
  const histories = [...byItem.entries()].map(([item, list]) => [item, list.sort(oldestFirst)] as const);
  // In the order of their newest version, so deletions reach their pages in time order.
  histories.sort(([, a], [, b]) => oldestFirst(a.at(-1)!, b.at(-1)!));
  for (const [item, list] of histories) {
    if (await heads.exists({ _id: item })) continue;
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
  await HistoryStateModel.updateOne({ _id: STATE_ID }, { $set: { builtAt: new Date() } }, { upsert: true });
}
