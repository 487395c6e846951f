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

const bump = () =>
  CatalogueVersionModel.updateOne({ _id: PROJECTS }, { $inc: { version: 1 } }, { upsert: true }).then(
    () => undefined,
  );

/** The bump under way, and the one that will follow it for everyone who asked meanwhile. */
let running: Promise<void> | undefined;
let next: Promise<void> | undefined;

/**
 * Moves the version on after a write. Writes that finish while a bump is under way share the one
 * bump that starts after it (it still follows each of their writes), so saves of different
 * projects do not queue one by one on this single document.
 */
export function bumpCatalogueVersion(): Promise<void> {
  if (!running) {
    running = bump().finally(() => {
      running = undefined;
    });
    return running;
  }
  next ??= running
    .catch(() => undefined)
    .then(() => {
      next = undefined;
      return bumpCatalogueVersion();
    });
  return next;
}
