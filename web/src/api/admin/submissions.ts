import {
  API,
  CONTACT_SUBMISSIONS_CACHE_MS,
  ifMatchHeader,
  type ContactSubmission,
  type SubmissionUpdateInput,
} from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../request';

/** GET /api/contact-submissions, newest first; a reader mounting within 30 s reuses the list. */
export function useSubmissions() {
  return useSWR<ContactSubmission[], Error>(API.submissions, {
    dedupingInterval: CONTACT_SUBMISSIONS_CACHE_MS,
    revalidateIfStale: true,
  });
}

export function useSubmissionActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** Saves at once and puts the server's copy into the cached list. */
      update: async (id: string, changes: SubmissionUpdateInput, revision?: number) => {
        const updated = await request<ContactSubmission>(API.submission(id), {
          method: 'PUT',
          body: changes,
          headers: ifMatchHeader(revision),
        });
        await mutate<ContactSubmission[]>(
          API.submissions,
          (list) => list?.map((item) => (item.id === id ? updated : item)),
          { revalidate: false },
        );
        return updated;
      },
      remove: async (id: string) => {
        await request<void>(API.submission(id), { method: 'DELETE' });
        await mutate<ContactSubmission[]>(API.submissions, (list) => list?.filter((item) => item.id !== id), {
          revalidate: false,
        });
      },
    }),
    [mutate],
  );
}
