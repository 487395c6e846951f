import { pathOf, type RedirectInput } from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';

/** GET /api/projects/redirects: every redirect with its hits, read again whenever the screen opens. */
export function useRedirects() {
  return useRead('GET /api/projects/redirects', {}, { revalidateOnMount: true });
}

export function useRedirectActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => mutate(pathOf('GET /api/projects/redirects'));
    return {
      add: async (body: RedirectInput) => {
        const redirect = await call('POST /api/projects/redirects', { body });
        await refresh();
        return redirect;
      },
      /** Every line is checked by the service; one bad line imports nothing (400 naming the lines). */
      importCsv: async (csv: string) => {
        const reply = await call('POST /api/projects/redirects/import', { body: { csv } });
        await refresh();
        return reply;
      },
      remove: async (id: string) => {
        await call('DELETE /api/projects/redirects/{id}', { params: { id } });
        await refresh();
      },
    };
  }, [mutate]);
}
