import { SUBJECTS, type Language } from '@rawi/proto';
import { recordEvent, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { parseProjectId, projectNotFound } from './project-id.ts';

/** Removes a project and records project.deleted {id, slug, language}. */
export async function deleteProject(
  rawId: string | undefined,
  relay: OutboxRelay | undefined,
): Promise<void> {
  const id = parseProjectId(rawId);
  const deleted = await ProjectModel.findByIdAndDelete(id).lean();
  if (!deleted) throw projectNotFound();
  await bumpCatalogueVersion();
  await recordEvent(relay, SUBJECTS.projectDeleted, {
    id,
    slug: deleted.slug,
    language: deleted.language as Language,
  });
}
