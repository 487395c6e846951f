import { errors, type History } from '@rawi/kit';
import type { DeletedProject, Language, Project, Version } from '@rawi/proto';
import { PROJECT_HISTORY_PREFIX, projectKey } from '../history/project-history.ts';
import { ProjectModel } from '../models/project.ts';
import { parseProjectId } from '../models/project-id.ts';

/** A project's versions; 404 for a project that has neither versions nor a record. */
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

/** At most this many deleted projects are listed, newest deletion first. */
export const DELETED_LISTED = 100;

/** Deleted projects whose history is still kept, newest deletion first. */
export async function deletedProjects(history: History, retentionMs: number): Promise<DeletedProject[]> {
  const found = await history.deleted(PROJECT_HISTORY_PREFIX, retentionMs, DELETED_LISTED);
  return found.map(({ item, summary, deletedAt, author }) => ({
    id: item.slice(PROJECT_HISTORY_PREFIX.length),
    title: String(summary.title),
    slug: String(summary.slug),
    language: summary.language as Language,
    deletedAt: deletedAt.toISOString(),
    deletedBy: author,
  }));
}
