import type { Version } from '@rawi/proto';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../request';
import { alwaysRefetch } from '../swrConfig';

/**
 * What one item's History dialog reads and calls: its versions (newest first, read while the
 * dialog is open) and the restore of one, which the server saves as the newest version.
 */
export interface HistoryTarget {
  /** GET: the versions. */
  path: string;
  /** POST: saves that version's data as the newest. */
  restorePath: (versionId: string) => string;
  /** SWR keys (or key matchers) showing the item, refetched after a restore. */
  refresh: ReadonlyArray<string | ((key?: unknown) => boolean)>;
}

export function useVersions<D>(target: HistoryTarget | null) {
  return useSWR<Array<Version<D>>, Error>(target?.path ?? null, alwaysRefetch);
}

export function useRestoreVersion() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <R>(target: HistoryTarget, versionId: string): Promise<R> => {
      const saved = await request<R>(target.restorePath(versionId), { method: 'POST' });
      await Promise.all([
        mutate(target.path),
        ...target.refresh.map((key) => (typeof key === 'string' ? mutate(key) : mutate(key))),
      ]);
      return saved;
    },
    [mutate],
  );
}
