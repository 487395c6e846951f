import {
  normalizeSlug,
  SUBJECTS,
  type Actor,
  type Language,
  type Project,
  type ProjectInput,
} from '@rawi/proto';
import {
  atRevision,
  staleEdit,
  updateWithEvent,
  type History,
  type OutboxRelay,
  type VersionReason,
  withDocumentLock,
} from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { parseProjectId, projectNotFound } from '../models/project-id.ts';
import { assertSlugFree, withSlugConflict } from '../guards/slug-conflict.ts';
import { projectKey } from '../history/project-history.ts';
import { redirectAhead, settleRedirects } from '../redirects/slug-redirects.ts';

/**
 * Full replacement with the create schema: every field takes the new value, and an optional
 * field left out (a link, an alt text, an SEO text) is removed (createdAt stays). The saved state becomes the newest version
 * (the state before the first recorded save is kept too). A new slug leaves a redirect from the
 * old address (redirects/slug-redirects.ts).
 */
async function saveProject(
  rawId: string | undefined,
  input: ProjectInput,
  author: Actor | null,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
  reason: VersionReason = 'save',
  /** The revision the edit started from (If-Match); a newer one answers 409. */
  expected?: number,
): Promise<Project> {
  const id = parseProjectId(rawId);
  const { youtubeUrl, imageUrl, imageAlt, imageDecorative, seoTitle, seoDescription, ogImage, ...fields } =
    input;
  const before = await ProjectModel.findById(id).lean();
  if (!before) throw projectNotFound();
  await history.keepBaseline(projectKey(id), presentProject(before), before.updatedAt);
  // A project keeping its slug and language holds them already (the unique index says nobody else does).
  if (fields.slug !== before.slug || fields.language !== before.language) {
    await assertSlugFree(fields.language, fields.slug, id);
  }
  const links = {
    youtubeUrl,
    imageUrl,
    imageAlt,
    imageDecorative: imageDecorative || undefined,
    seoTitle,
    seoDescription,
    ogImage,
  };
  const set = Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined));
  const unset = Object.fromEntries(
    Object.entries(links)
      .filter(([, v]) => v === undefined)
      .map(([k]) => [k, 1]),
  );
  const event = updateWithEvent(SUBJECTS.projectUpdated);
  const address = (of: { language: string; slug: string }) => ({
    language: of.language as Language,
    slug: normalizeSlug(of.slug),
  });
  // The address the project leaves leads to the one it takes (written ahead, undone on failure).
  const undoRedirect = await redirectAhead(id, address(before), address(fields));
  let saved;
  try {
    saved = await withSlugConflict(() =>
      ProjectModel.findOneAndUpdate(
        { _id: id, ...atRevision(expected) },
        {
          $set: { ...fields, ...set, ...event.$set },
          $inc: event.$inc,
          ...(Object.keys(unset).length ? { $unset: unset } : {}),
        },
        { returnDocument: 'after', runValidators: true, lean: true },
      ),
    );
    if (!saved) throw (await ProjectModel.exists({ _id: id })) ? staleEdit() : projectNotFound();
  } catch (error) {
    await undoRedirect?.();
    throw error;
  }
  await settleRedirects(address(before), address(saved));
  relay?.kick();
  await bumpCatalogueVersion();
  const project = presentProject(saved);
  await history.record(projectKey(id), project, author, reason, saved.updatedAt);
  return project;
}

/** One save of a project at a time (its history entries stay in the order of its revisions). */
export const updateProject: typeof saveProject = (rawId, ...rest) =>
  withDocumentLock(projectKey(rawId ?? ''), () => saveProject(rawId, ...rest));
