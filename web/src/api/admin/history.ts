import type { RouteReply } from '@rawi/proto';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { readPath } from '../call';
import { alwaysRefetch } from '../swrConfig';

/** The calls that list an item's versions (both answer the same versions). */
export type VersionsKey = 'GET /api/content/{section}/{language}/history' | 'GET /api/projects/{id}/history';

/**
 * What one item's History dialog reads and calls: its versions (newest first, read while the
 * dialog is open) and the restore of one, which the server saves as the newest version and
 * answers with the item as now saved (`R`).
 */
export interface HistoryTarget<R> {
  /** The SWR key of the versions: the path of one of the `VersionsKey` calls. */
  path: string;
  /** Saves that version's data as the newest. */
  restore: (versionId: string) => Promise<R>;
  /** SWR keys (or key matchers) showing the item, refetched after a restore. */
  refresh: ReadonlyArray<string | ((key?: unknown) => boolean)>;
}

export function useVersions(target: HistoryTarget<unknown> | null) {
  return useSWR<RouteReply<VersionsKey>, Error>(target?.path ?? null, readPath<VersionsKey>, alwaysRefetch);
}

export function useRestoreVersion() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <R>(target: HistoryTarget<R>, versionId: string): Promise<R> => {
      const saved = await target.restore(versionId);
      await Promise.all([
        mutate(target.path),
        ...target.refresh.map((key) => (typeof key === 'string' ? mutate(key) : mutate(key))),
      ]);
      return saved;
    },
    [mutate],
  );
}
