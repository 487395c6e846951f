import mongoose from 'mongoose';
import { SUBJECTS, type Actor, type Project, type ProjectInput } from '@rawi/proto';
import { createdWithEvent, type History, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { assertSlugFree, withSlugConflict } from '../guards/slug-conflict.ts';
import { addressTaken } from '../redirects/slug-redirects.ts';
import { projectKey } from '../history/project-history.ts';
import { assertTranslationFree, inPair } from '../translations/translation-pairs.ts';

/**
 * Stores a new project with its project.created event and keeps it as its first version; its
 * translation key (its slug unless given) may name no other version in its language.
 */
export async function createProject(
  input: ProjectInput,
  author: Actor | null,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
): Promise<Project> {
  const translationKey = input.translationKey || input.slug;
  // A taken slug is the conflict to report first (a key taken from the slug would clash too).
  await assertSlugFree(input.language, input.slug, new mongoose.Types.ObjectId().toHexString());
  const created = await inPair(input.language, translationKey, async () => {
    await assertTranslationFree(input.language, translationKey);
    return withSlugConflict(() =>
      ProjectModel.create({ ...input, translationKey, ...createdWithEvent(SUBJECTS.projectCreated) }),
    );
  });
  relay?.kick();
  await bumpCatalogueVersion();
  const project = presentProject(created.toObject());
  // An address a project takes is its page again, no longer redirected or gone.
  await addressTaken(project);
  await history.record(projectKey(project.id), project, author, 'save');
  return project;
}
