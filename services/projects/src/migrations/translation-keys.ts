/**
 * Gives every stored project without a translation key its slug as key, so versions that share
 * a slug across languages (the demo data, every project made before pairs existed) are pairs.
 * A project that has a key is never touched (migrations.ts: two replicas may both run it).
 */
import mongoose from 'mongoose';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';

export async function fillTranslationKeys(): Promise<number> {
  const missing = await ProjectModel.find(
    { $or: [{ translationKey: mongoose.trusted({ $exists: false }) }, { translationKey: null }] },
    { slug: 1 },
  ).lean();
  let filled = 0;
  for (const { _id, slug } of missing) {
    // No event and no revision: the key only names what the slug already implied.
    const result = await ProjectModel.updateOne(
      { _id, $or: [{ translationKey: mongoose.trusted({ $exists: false }) }, { translationKey: null }] },
      { $set: { translationKey: slug } },
      { timestamps: false },
    );
    filled += result.modifiedCount;
  }
  if (filled > 0) await bumpCatalogueVersion();
  return filled;
}
