/** A project's other language versions, for its page's language toggle and hreflang alternates. */
import mongoose from 'mongoose';
import type { Project, ProjectTranslation } from '@rawi/proto';
import { ProjectModel } from '../models/project.ts';
import type { Audience } from './list-projects.ts';

export const translationOf = (project: Pick<Project, 'id' | 'language' | 'slug'>): ProjectTranslation => ({
  id: project.id,
  language: project.language,
  slug: project.slug,
});

/** The versions sharing the project's key in other languages that this audience may open. */
export async function counterparts(audience: Audience, project: Project): Promise<ProjectTranslation[]> {
  const key = project.translationKey ?? project.slug;
  const found = await ProjectModel.find(
    {
      translationKey: key,
      language: mongoose.trusted({ $ne: project.language }),
      ...(audience === 'visitor' ? { status: 'active' } : {}),
    },
    { slug: 1, language: 1 },
  ).lean();
  return found
    .map((record) =>
      translationOf({
        id: record._id.toHexString(),
        language: record.language as Project['language'],
        slug: record.slug,
      }),
    )
    .sort((a, b) => a.language.localeCompare(b.language));
}

/** The same from a list already built (the catalogue's cache): no read. */
export function counterpartsIn(list: Iterable<Project>, project: Project): ProjectTranslation[] {
  const key = project.translationKey ?? project.slug;
  const found: ProjectTranslation[] = [];
  for (const other of list)
    if ((other.translationKey ?? other.slug) === key && other.language !== project.language)
      found.push(translationOf(other));
  return found.sort((a, b) => a.language.localeCompare(b.language));
}
