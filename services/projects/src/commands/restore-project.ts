import { SUBJECTS, type Actor, type Project } from '@rawi/proto';
import { createdWithEvent, errors, withDocumentLock } from '@rawi/kit';
import { inputOf, projectKey, type ProjectHistoryDeps } from '../history/project-history.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { ProjectModel } from '../models/project.ts';
import { parseProjectId } from '../models/project-id.ts';
import { presentProject } from '../presenters/project.ts';
import { withSlugConflict } from '../guards/slug-conflict.ts';
import { addressTaken } from '../redirects/slug-redirects.ts';

/**
 * Brings a deleted project back with its id and slug (409 when another project took the
 * slug meanwhile) and records project.created; the restore is itself a version.
 */
async function restoreDeleted(
  rawId: string | undefined,
  author: Actor | null,
  { relay, history, deletedRetentionMs }: ProjectHistoryDeps,
): Promise<Project> {
  const id = parseProjectId(rawId);
  const last = await history.deletion<Project>(projectKey(id), deletedRetentionMs);
  if (!last) throw errors.notFound('No deleted project with this id');
  const created = await withSlugConflict(() =>
    ProjectModel.create({ _id: id, ...inputOf(last), ...createdWithEvent(SUBJECTS.projectCreated) }),
  );
  relay?.kick();
  await bumpCatalogueVersion();
  const project = presentProject(created.toObject());
  // An address a project takes is its page again, no longer redirected or gone.
  await addressTaken(project);
  await history.record(projectKey(id), project, author, 'restore');
  return project;
}

/** Two restores of one deleted project run one after the other (the second finds it back already). */
export const undeleteProject: typeof restoreDeleted = (rawId, ...rest) =>
  withDocumentLock(projectKey(rawId ?? ''), () => restoreDeleted(rawId, ...rest));
