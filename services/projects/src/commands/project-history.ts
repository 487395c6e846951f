import {
  schemas,
  SUBJECTS,
  type Actor,
  type DeletedProject,
  type Language,
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

/**
 * A stored version's data as the input a save takes (id and dates are the store's own). A
 * publish or unpublish time already past is left out: bringing an old state back must not
 * publish or archive it a second later.
 */
export function inputOf(version: Version<Project>, now = Date.now()): ProjectInput {
  const { publishAt, unpublishAt, ...input } = schemas.project.validateSync(version.data, {
    stripUnknown: true,
  });
  const ahead = (time: string | null | undefined) => (time && Date.parse(time) > now ? time : undefined);
  const kept = { publishAt: ahead(publishAt), unpublishAt: ahead(unpublishAt) };
  return { ...input, ...Object.fromEntries(Object.entries(kept).filter(([, time]) => time !== undefined)) };
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

/** What 'Recently deleted' keeps of a deleted project (the rest is in its 'delete' version). */
export const deletedSummary = (data: object): Record<string, unknown> => {
  const { title, slug, language } = data as Partial<Project>;
  return { title, slug, language };
};

/** At most this many deleted projects are listed, newest deletion first. */
export const DELETED_LISTED = 100;

/** Deleted projects whose history is still kept, newest deletion first. */
export async function deletedProjects(history: History, retentionMs: number): Promise<DeletedProject[]> {
  const found = await history.deleted(PREFIX, retentionMs, DELETED_LISTED);
  return found.map(({ item, summary, deletedAt, author }) => ({
    id: item.slice(PREFIX.length),
    title: String(summary.title),
    slug: String(summary.slug),
    language: summary.language as Language,
    deletedAt: deletedAt.toISOString(),
    deletedBy: author,
  }));
}

/** Drops the history of projects deleted longer ago than they stay restorable. */
export const purgeExpiredProjects = (history: History, retentionMs: number) =>
  history.purgeExpiredDeletions(PREFIX, retentionMs);

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
  await history.record(projectKey(id), project, author, 'restore');
  return project;
}

/** Two restores of one deleted project run one after the other (the second finds it back already). */
export const undeleteProject: typeof restoreDeleted = (rawId, ...rest) =>
  withDocumentLock(projectKey(rawId ?? ''), () => restoreDeleted(rawId, ...rest));
