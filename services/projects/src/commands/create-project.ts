import { SUBJECTS, type Actor, type Project, type ProjectInput } from '@rawi/proto';
import { recordEvent, type History, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { withSlugConflict } from './slug-conflict.ts';
import { projectKey } from './project-history.ts';

/** Stores a new project, keeps it as its first version and records project.created. */
export async function createProject(
  input: ProjectInput,
  author: Actor | null,
  { relay, history }: { relay: OutboxRelay | undefined; history: History },
): Promise<Project> {
  const created = await withSlugConflict(() => ProjectModel.create(input));
  await bumpCatalogueVersion();
  const project = presentProject(created.toObject());
  await history.record(projectKey(project.id), project, author, 'save');
  await recordEvent(relay, SUBJECTS.projectCreated, { project });
  return project;
}
