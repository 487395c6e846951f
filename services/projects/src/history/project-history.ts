/**
 * A project's history: its versions are kept under one key per project; a deleted project's last
 * version is what 'Recently deleted' lists and restores.
 */
import { schemas, type Project, type ProjectInput, type Version } from '@rawi/proto';
import type { History, OutboxRelay } from '@rawi/kit';

export interface ProjectHistoryDeps {
  relay: OutboxRelay | undefined;
  history: History;
  /** How long a deleted project stays restorable. */
  deletedRetentionMs: number;
}

/** Every project's history key starts with this. */
export const PROJECT_HISTORY_PREFIX = 'project:';
/** The history key of one project. */
export const projectKey = (id: string) => `${PROJECT_HISTORY_PREFIX}${id}`;

/**
 * A stored version's data as the input a save takes (id and dates are the store's own). A
 * publish or unpublish time already past is left out: bringing an old state back must not
 * publish or archive it a second later.
 */
export function inputOf(version: Version<Project>, now = Date.now()): ProjectInput {
  // A version kept before alt texts were asked for is restored as it was (its page falls back).
  const { publishAt, unpublishAt, ...input } = schemas.projectRecord.validateSync(version.data, {
    stripUnknown: true,
  });
  const ahead = (time: string | null | undefined) => (time && Date.parse(time) > now ? time : undefined);
  const kept = { publishAt: ahead(publishAt), unpublishAt: ahead(unpublishAt) };
  return { ...input, ...Object.fromEntries(Object.entries(kept).filter(([, time]) => time !== undefined)) };
}

/** What 'Recently deleted' keeps of a deleted project (the rest is in its 'delete' version). */
export const deletedSummary = (data: object): Record<string, unknown> => {
  const { title, slug, language } = data as Partial<Project>;
  return { title, slug, language };
};

/** Drops the history of projects deleted longer ago than they stay restorable. */
export const purgeExpiredProjects = (history: History, retentionMs: number) =>
  history.purgeExpiredDeletions(PROJECT_HISTORY_PREFIX, retentionMs);
