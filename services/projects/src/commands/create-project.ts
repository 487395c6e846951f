import { SUBJECTS, type Actor, type Project, type ProjectInput } from '@rawi/proto';
import { createdWithEvent, type History, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { withSlugConflict } from './slug-conflict.ts';
import { projectKey } from './project-history.ts';

/** Stores a new project with its project.created event and keeps it as its first version. */
export async function createProject(
  input: ProjectInput,
  author: Actor | null,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
): Promise<Project> {
  const created = await withSlugConflict(() =>
    ProjectModel.create({ ...input, ...createdWithEvent(SUBJECTS.projectCreated) }),
  );
  relay?.kick();
  await bumpCatalogueVersion();
  const project = presentProject(created.toObject());
  await history.record(projectKey(project.id), project, author, 'save');
  return project;
}
