import { SUBJECTS, type Actor, type Project, type ProjectInput } from '@rawi/proto';
import { recordEvent, type History, type OutboxRelay, type VersionReason } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { parseProjectId, projectNotFound } from './project-id.ts';
import { assertSlugFree, withSlugConflict } from './slug-conflict.ts';
import { projectKey } from './project-history.ts';

/**
 * Full replacement with the create schema: every field takes the new value, and an optional
 * link left out is removed (createdAt stays). The saved state becomes the newest version
 * (the state before the first recorded save is kept too).
 */
export async function updateProject(
  rawId: string | undefined,
  input: ProjectInput,
  author: Actor | null,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
  reason: VersionReason = 'save',
): Promise<Project> {
  const id = parseProjectId(rawId);
  const { youtubeUrl, imageUrl, ...fields } = input;
  const before = await ProjectModel.findById(id).lean();
  if (!before) throw projectNotFound();
  await history.keepBaseline(projectKey(id), presentProject(before), before.updatedAt);
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
  await history.record(projectKey(id), project, author, reason, saved.updatedAt);
  await recordEvent(relay, SUBJECTS.projectUpdated, { project });
  return project;
}
