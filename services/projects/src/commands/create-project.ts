import { SUBJECTS, type Project, type ProjectInput } from '@rawi/proto';
import { recordEvent, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { withSlugConflict } from './slug-conflict.ts';

/** Stores a new project and records project.created for the relay to publish. */
export async function createProject(input: ProjectInput, relay: OutboxRelay | undefined): Promise<Project> {
  const created = await withSlugConflict(() => ProjectModel.create(input));
  await bumpCatalogueVersion();
  const project = presentProject(created.toObject());
  await recordEvent(relay, SUBJECTS.projectCreated, { project });
  return project;
}
