/**
 * Demo data is seeded once per dataset: a marker records that it happened, so an admin who
 * deletes the demo does not see it come back on the next start. The seed itself inserts only
 * what is absent, so it never overwrites an admin's change either.
 */
import mongoose from 'mongoose';
import type { Logger } from '../logger.ts';

const seedMarkerSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    seededAt: { type: Date, required: true },
    inserted: { type: Number, required: true },
  },
  { versionKey: false },
);

export const SeedMarker =
  (mongoose.models.SeedMarker as mongoose.Model<mongoose.InferSchemaType<typeof seedMarkerSchema>>) ??
  mongoose.model('SeedMarker', seedMarkerSchema, 'seed_markers');

/** Runs `insertMissing` (which returns how many records it inserted) unless the dataset was seeded before. */
export async function seedOnce(
  dataset: string,
  insertMissing: () => Promise<number>,
  logger: Logger,
): Promise<{ seeded: boolean; inserted: number }> {
  if (await SeedMarker.exists({ _id: dataset })) {
    logger.info({ dataset }, 'demo data seeded before; leaving it as the admins keep it');
    return { seeded: false, inserted: 0 };
  }
  const inserted = await insertMissing();
  // Upsert, not insert: two replicas starting together both reach this line.
  await SeedMarker.updateOne(
    { _id: dataset },
    { $setOnInsert: { seededAt: new Date(), inserted } },
    { upsert: true },
  );
  logger.info({ dataset, inserted }, 'demo data seeded');
  return { seeded: true, inserted };
}

/** True for MongoDB's duplicate-key error (by code): the record another writer inserted first. */
export function isDuplicateKeyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 11000 || code === 11001;
}
