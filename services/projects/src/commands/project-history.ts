import {
  schemas,
  SUBJECTS,
  type Actor,
  type DeletedProject,
  type Project,
  type ProjectInput,
  type Version,
} from '@rawi/proto';
import { createdWithEvent, errors, withDocumentLock, type History, type OutboxRelay } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { bumpCatalogueVersion } from '../models/catalogue-version.ts';
import { presentProject } from '../presenters/project.ts';
import { parseProjectId } from './project-id.ts';
import { withSlugConflict } from './slug-conflict.ts';

export interface ProjectHistoryDeps {
  relay: OutboxRelay | undefined;
  history: History;
  /** How long a deleted project stays restorable. */
  deletedRetentionMs: number;
}

const PREFIX = 'project:';
/** The history key of one project. */
export const projectKey = (id: string) => `${PREFIX}${id}`;

/** A stored version's data as the input a save takes (id and dates are the store's own). */
export function inputOf(version: Version<Project>): ProjectInput {
  return schemas.project.validateSync(version.data, { stripUnknown: true });
}

export async function projectHistory(
  rawId: string | undefined,
  history: History,
): Promise<Array<Version<Project>>> {
  const id = parseProjectId(rawId);
  const versions = await history.list<Project>(projectKey(id));
  if (!versions.length && !(await ProjectModel.exists({ _id: id })))
    throw errors.notFound('Project not found');
  return versions;
}

/** Deleted projects whose history is still kept, newest deletion first. */
export async function deletedProjects(history: History, retentionMs: number): Promise<DeletedProject[]> {
  const found = await history.deleted<Project>(PREFIX, retentionMs);
  return found.map(({ item, version }) => ({
    id: item.slice(PREFIX.length),
    title: version.data.title,
    slug: version.data.slug,
    language: version.data.language,
    deletedAt: version.savedAt,
    deletedBy: version.author,
  }));
}

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
  const entry = (await deletedProjects(history, deletedRetentionMs)).find((d) => d.id === id);
  const last = entry ? await history.latest<Project>(projectKey(id)) : undefined;
  if (!last) throw errors.notFound('No deleted project with this id');
  const created = await withSlugConflict(() =>
    ProjectModel.create({ _id: id, ...inputOf(last), ...createdWithEvent(SUBJECTS.projectCreated) }),
  );
  relay?.kick();
  await bumpCatalogueVersion();
  const project = presentProject(created.toObject());
  await history.record(projectKey(id), project, author, 'restore');
  return project;
}

/** Two restores of one deleted project run one after the other (the second finds it back already). */
export const undeleteProject: typeof restoreDeleted = (rawId, ...rest) =>
  withDocumentLock(projectKey(rawId ?? ''), () => restoreDeleted(rawId, ...rest));
