import {
  CONTACT_SUBMISSIONS_CACHE_MS,
  ifMatchHeader,
  pathOf,
  type ContactSubmission,
  type RouteQuery,
  type RouteReply,
  type SubmissionPriority,
  type SubmissionStatus,
  type SubmissionUpdateInput,
} from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, callFile, useRead } from '../call';

/** The contact list's filters, as GET /api/contact-submissions (and its CSV) take them. */
export interface SubmissionFilters {
  status?: SubmissionStatus;
  priority?: SubmissionPriority;
  /** Days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** Words in the name, email, company or message. */
  q?: string;
}

/** Everything held for one sender address (GET …/by-email/{email}). */
export type RequesterData = RouteReply<'GET /api/contact-submissions/by-email/{email}'>;

/**
 * A day the admin picked, as the instant its first moment (or, for `to`, its last) has in the
 * admin's own time zone: the list shows local times, so its days are local days too.
 */
export function localDayBound(day: string, end: 'from' | 'to'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return day.trim();
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const start = new Date(year, month - 1, end === 'from' ? date : date + 1);
  return new Date(start.getTime() - (end === 'to' ? 1 : 0)).toISOString();
}

/** The filters that are set, trimmed, with picked days as local-day bounds. */
const queryOf = (filters: SubmissionFilters): RouteQuery<'GET /api/contact-submissions'> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (!value) continue;
    const text = String(value).trim();
    query[key] = key === 'from' || key === 'to' ? localDayBound(text, key) : text;
  }
  return query;
};

const listPath = () => pathOf('GET /api/contact-submissions');

/** Whether a cached list key is one of the contact list's (any filters). */
const isListKey = (key: unknown) =>
  typeof key === 'string' && (key === listPath() || key.startsWith(`${listPath()}?`));

/** GET /api/contact-submissions with filters, newest first; a reader mounting within 30 s reuses the list. */
export function useSubmissions(filters: SubmissionFilters = {}) {
  return useRead(
    'GET /api/contact-submissions',
    { query: queryOf(filters) },
    {
      dedupingInterval: CONTACT_SUBMISSIONS_CACHE_MS,
      revalidateIfStale: true,
      keepPreviousData: true,
    },
  );
}

export function useSubmissionActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** Saves at once and puts the server's copy into the cached lists. */
      update: async (id: string, changes: SubmissionUpdateInput, revision?: number) => {
        const updated = await call('PUT /api/contact-submissions/{id}', {
          params: { id },
          body: changes,
          headers: ifMatchHeader(revision),
        });
        await mutate<ContactSubmission[]>(
          isListKey,
          (list) => list?.map((item) => (item.id === id ? updated : item)),
          { revalidate: false },
        );
        return updated;
      },
      remove: async (id: string) => {
        await call('DELETE /api/contact-submissions/{id}', { params: { id } });
        await mutate<ContactSubmission[]>(isListKey, (list) => list?.filter((item) => item.id !== id), {
          revalidate: false,
        });
      },
      /** The filtered list as the CSV file the service writes. */
      exportCsv: (filters: SubmissionFilters) =>
        callFile('GET /api/contact-submissions.csv', { query: queryOf(filters) }),
      /** Everything held for one sender address. */
      findByEmail: (email: string) =>
        call('GET /api/contact-submissions/by-email/{email}', { params: { email: email.trim() } }),
      /** Erases a sender's submissions and mail records; the lists are read again. */
      eraseByEmail: async (email: string) => {
        const result = await call('DELETE /api/contact-submissions/by-email/{email}', {
          params: { email: email.trim() },
        });
        await mutate(isListKey);
        return result;
      },
    }),
    [mutate],
  );
}
