import type { Language } from '@rawi/proto';
import { isDuplicateKeyError, seedOnce, type Logger } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { projectsAr } from './projects-ar.ts';
import { projectsEn, type ProjectSeed } from './projects-en.ts';

export const DEMO_PROJECTS_DATASET = 'projects-demo';

export const demoProjects: Array<ProjectSeed & { language: Language }> = [
  ...projectsEn.map((p) => ({ ...p, language: 'en' as const })),
  ...projectsAr.map((p) => ({ ...p, language: 'ar' as const })),
];

/** Inserts each demo project only where its slug is free in its language; returns how many. */
async function insertMissingProjects(): Promise<number> {
  let inserted = 0;
  for (const project of demoProjects) {
    const now = new Date();
    try {
      // $setOnInsert only, and no automatic timestamps: an existing project is not touched at all.
      // A version without a key of its own pairs by its slug, as a project created through the API.
      const translationKey = project.translationKey ?? project.slug;
      const result = await ProjectModel.updateOne(
        { language: project.language, slug: project.slug },
        { $setOnInsert: { ...project, translationKey, createdAt: now, updatedAt: now } },
        { upsert: true, timestamps: false },
      );
      inserted += result.upsertedCount;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  // Replicas already serving cached lists must see the new projects.
  if (inserted > 0) await bumpCatalogueVersion();
  return inserted;
}

export function seedDemoProjects(logger: Logger) {
  return seedOnce(DEMO_PROJECTS_DATASET, insertMissingProjects, logger);
}
