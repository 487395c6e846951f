import { pathOf, type RedirectInput } from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';
import { refreshingAfter } from './refresh';

/** GET /api/projects/redirects: every redirect with its hits, read again whenever the screen opens. */
export function useRedirects() {
  return useRead('GET /api/projects/redirects', {}, { revalidateOnMount: true });
}

export function useRedirectActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshed = refreshingAfter(() => mutate(pathOf('GET /api/projects/redirects')));
    return {
      add: (body: RedirectInput) => refreshed(call('POST /api/projects/redirects', { body })),
      /** Every line is checked by the service; one bad line imports nothing (400 naming the lines). */
      importCsv: (csv: string) => refreshed(call('POST /api/projects/redirects/import', { body: { csv } })),
      remove: async (id: string) => {
        await refreshed(call('DELETE /api/projects/redirects/{id}', { params: { id } }));
      },
    };
  }, [mutate]);
}
