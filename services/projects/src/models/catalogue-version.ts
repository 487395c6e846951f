import mongoose from 'mongoose';

/**
 * A counter every project write increments. Each replica's read cache compares it with the
 * version its cached lists were built at, with one read by _id per request, so a write made
 * through any replica is visible on the very next read everywhere.
 */
const catalogueVersionSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, collection: 'catalogue_versions' },
);

export const CatalogueVersionModel = mongoose.model('CatalogueVersion', catalogueVersionSchema);

const PROJECTS = 'projects';

export async function readCatalogueVersion(): Promise<number> {
  const doc = await CatalogueVersionModel.findById(PROJECTS).lean();
  return doc?.version ?? 0;
}

export async function bumpCatalogueVersion(): Promise<void> {
  await CatalogueVersionModel.updateOne({ _id: PROJECTS }, { $inc: { version: 1 } }, { upsert: true });
}
