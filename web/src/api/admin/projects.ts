import { ifMatchHeader, pathOf, type Language, type Project, type ProjectInput } from '@rawi/proto';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { FETCH_PROJECTS_FAILED } from '../projects';
import { call, useRead } from '../call';
import type { HistoryTarget } from './history';
import { adminProjectsKey } from './keys';
import { READ_AFRESH, refreshingAfter } from './refresh';

async function fetchAdminProjects(language: Language | 'all'): Promise<Project[]> {
  try {
    return await call('GET /api/projects', language === 'all' ? {} : { query: { language } });
  } catch (error) {
    throw new Error(FETCH_PROJECTS_FAILED, { cause: error });
  }
}

/** Every project in one language (drafts and archived too), or in all languages for the dashboard. */
export function useAdminProjects(language: Language | 'all') {
  return useSWR<Project[], Error>(adminProjectsKey(language), () => fetchAdminProjects(language));
}

/** The public lists and the admin's (adminProjectsKey) alike. */
function isProjectsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(pathOf('GET /api/projects'));
}

export function useProjectActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    // Admin and public lists alike, so a project shows (or goes) wherever it is listed.
    const refreshed = refreshingAfter(() => mutate(isProjectsKey));
    return {
      create: (input: ProjectInput) => refreshed(call('POST /api/projects', { body: input })),
      /** `revision`: the one the edit started from; a newer one on the server answers 409. */
      update: (id: string, input: ProjectInput, revision?: number) =>
        refreshed(
          call('PUT /api/projects/{id}', { params: { id }, body: input, headers: ifMatchHeader(revision) }),
        ),
      remove: async (id: string) => {
        await refreshed(call('DELETE /api/projects/{id}', { params: { id } }));
      },
    };
  }, [mutate]);
}

/** The History dialog's calls for one project; a restore refreshes every project list. */
export function projectHistoryTarget(id: string): HistoryTarget<Project> {
  return {
    path: pathOf('GET /api/projects/{id}/history', { id }),
    restore: (versionId) =>
      call('POST /api/projects/{id}/history/{versionId}/restore', { params: { id, versionId } }),
    refresh: [isProjectsKey],
  };
}

/** GET /api/projects/deleted: deleted projects that can still be restored (read when shown). */
export function useDeletedProjects(show: boolean) {
  return useRead('GET /api/projects/deleted', show ? {} : null, READ_AFRESH);
}

/** Brings a deleted project back, then refreshes the lists and the deleted list. */
export function useUndeleteProject() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      const project = await call('POST /api/projects/deleted/{id}/restore', { params: { id } });
      await Promise.all([mutate(isProjectsKey), mutate(pathOf('GET /api/projects/deleted'))]);
      return project;
    },
    [mutate],
  );
}
