import {
  API,
  CONTACT_SUBMISSIONS_CACHE_MS,
  ifMatchHeader,
  type ContactSubmission,
  type SubmissionPriority,
  type SubmissionStatus,
  type SubmissionUpdateInput,
} from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request, requestFile } from '../request';

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
export interface RequesterData {
  email: string;
  submissions: ContactSubmission[];
  notifications: Array<{ id: string; subject: string; sentAt: string }>;
}

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

const withQuery = (path: string, filters: SubmissionFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (!value) continue;
    const text = String(value).trim();
    params.set(key, key === 'from' || key === 'to' ? localDayBound(text, key) : text);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Whether a cached list key is one of the contact list's (any filters). */
const isListKey = (key: unknown) =>
  typeof key === 'string' && (key === API.submissions || key.startsWith(`${API.submissions}?`));

/** GET /api/contact-submissions with filters, newest first; a reader mounting within 30 s reuses the list. */
export function useSubmissions(filters: SubmissionFilters = {}) {
  return useSWR<ContactSubmission[], Error>(withQuery(API.submissions, filters), {
    dedupingInterval: CONTACT_SUBMISSIONS_CACHE_MS,
    revalidateIfStale: true,
    keepPreviousData: true,
  });
}

export function useSubmissionActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** Saves at once and puts the server's copy into the cached lists. */
      update: async (id: string, changes: SubmissionUpdateInput, revision?: number) => {
        const updated = await request<ContactSubmission>(API.submission(id), {
          method: 'PUT',
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
        await request<void>(API.submission(id), { method: 'DELETE' });
        await mutate<ContactSubmission[]>(isListKey, (list) => list?.filter((item) => item.id !== id), {
          revalidate: false,
        });
      },
      /** The filtered list as the CSV file the service writes. */
      exportCsv: (filters: SubmissionFilters) => requestFile(withQuery(API.submissionsCsv, filters)),
      /** Everything held for one sender address. */
      findByEmail: (email: string) => request<RequesterData>(API.submissionsByEmail(email.trim())),
      /** Erases a sender's submissions and mail records; the lists are read again. */
      eraseByEmail: async (email: string) => {
        const result = await request<{ erased: number; notifications: number }>(
          API.submissionsByEmail(email.trim()),
          { method: 'DELETE' },
        );
        await mutate(isListKey);
        return result;
      },
    }),
    [mutate],
  );
}
