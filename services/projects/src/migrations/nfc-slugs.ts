/**
 * Brings every stored slug and translation key into NFC, the form the API stores and looks them
 * up in. A slug whose NFC form another project in its language already has (two addresses that
 * looked the same) gets the first free `-2`, `-3`... after it, so each project keeps an address
 * of its own. A project already in NFC is never touched (migrations.ts: two replicas may both run it).
 */
import type mongoose from 'mongoose';
import { normalizeSlug } from '@rawi/proto';
import type { Logger } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';

interface StoredKeys {
  _id: mongoose.Types.ObjectId;
  slug: string;
  language: string;
  translationKey?: string | null;
}

export async function normalizeStoredSlugs(logger: Logger): Promise<number> {
  // Read through the driver: the model's setters would normalise the values being looked for.
  const stored = await ProjectModel.collection
    .find({}, { projection: { slug: 1, language: 1, translationKey: 1 } })
    .toArray();
  const projects = stored as unknown as StoredKeys[];
  const taken = new Set(projects.map(({ language, slug }) => `${language}/${slug}`));
  let changed = 0;
  for (const project of projects) {
    const { _id, language, slug, translationKey } = project;
    const key = typeof translationKey === 'string' ? normalizeSlug(translationKey) : translationKey;
    let next = normalizeSlug(slug);
    if (next === slug && key === translationKey) continue;
    if (next !== slug) {
      const base = next;
      for (let n = 2; taken.has(`${language}/${next}`); n += 1) next = `${base}-${n}`;
      if (next !== base) logger.warn({ projectId: String(_id), slug: next }, 'look-alike slug renamed');
      taken.add(`${language}/${next}`);
    }
    // No event and no revision: the address reads as it did (a renamed look-alike is logged).
    await ProjectModel.collection.updateOne(
      { _id },
      { $set: { slug: next, ...(typeof key === 'string' ? { translationKey: key } : {}) } },
    );
    changed += 1;
  }
  if (changed > 0) await bumpCatalogueVersion();
  return changed;
}
