import { SUBJECTS, type Actor, type Language } from '@rawi/proto';
import { removeWithEvent, withDocumentLock, type History, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { projectEvents } from '../events/project-events.ts';
import { parseProjectId, projectNotFound } from '../models/project-id.ts';
import { projectKey } from '../history/project-history.ts';
import { rememberGone } from '../redirects/slug-redirects.ts';

/**
 * Removes a project, keeps its last state as a 'delete' version (so it can be restored from
 * 'Recently deleted') and records project.deleted {id, slug, language}.
 */
async function removeProject(
  rawId: string | undefined,
  author: Actor | null,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
): Promise<void> {
  const id = parseProjectId(rawId);
  const found = await ProjectModel.findById(id, { slug: 1, language: 1, translationKey: 1 }).lean();
  if (!found) throw projectNotFound();
  // Its address answers 410, or leads to a published counterpart, once it is gone.
  await rememberGone(
    { language: found.language as Language, slug: found.slug },
    found.translationKey ?? found.slug,
  );
  // Events of the project not yet relayed (an edit a moment ago) must outlive the document.
  await projectEvents.carryOver(found._id);
  const deleted = await removeWithEvent(
    relay,
    SUBJECTS.projectDeleted,
    { id, slug: found.slug, language: found.language as Language },
    { collection: ProjectModel.collection.collectionName, id: found._id },
    () => ProjectModel.findByIdAndDelete(id).lean(),
  );
  if (!deleted) throw projectNotFound();
  await bumpCatalogueVersion();
  const project = presentProject(deleted);
  await history.keepBaseline(projectKey(id), project, deleted.updatedAt);
  await history.record(projectKey(id), project, author, 'delete');
}

/** A removal waits for a save of the same project in progress (and the other way round). */
export const deleteProject: typeof removeProject = (rawId, ...rest) =>
  withDocumentLock(projectKey(rawId ?? ''), () => removeProject(rawId, ...rest));
