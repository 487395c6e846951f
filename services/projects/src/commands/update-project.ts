import { SUBJECTS, type Project, type ProjectInput } from '@rawi/proto';
import { recordEvent, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { parseProjectId, projectNotFound } from './project-id.ts';
import { assertSlugFree, withSlugConflict } from './slug-conflict.ts';

/**
 * Full replacement with the create schema: every field takes the new value, and an optional
 * link left out is removed (createdAt stays).
 */
export async function updateProject(
  rawId: string | undefined,
  input: ProjectInput,
  relay: OutboxRelay | undefined,
): Promise<Project> {
  const id = parseProjectId(rawId);
  const { youtubeUrl, imageUrl, ...fields } = input;
  if (!(await ProjectModel.exists({ _id: id }))) throw projectNotFound();
  await assertSlugFree(fields.language, fields.slug, id);
  const links = { youtubeUrl, imageUrl };
  const set = Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined));
  const unset = Object.fromEntries(
    Object.entries(links)
      .filter(([, v]) => v === undefined)
      .map(([k]) => [k, 1]),
  );
  const saved = await withSlugConflict(() =>
    ProjectModel.findByIdAndUpdate(
      id,
      { $set: { ...fields, ...set }, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
      { returnDocument: 'after', runValidators: true, lean: true },
    ),
  );
  if (!saved) throw projectNotFound();
  await bumpCatalogueVersion();
  const project = presentProject(saved);
  await recordEvent(relay, SUBJECTS.projectUpdated, { project });
  return project;
}
