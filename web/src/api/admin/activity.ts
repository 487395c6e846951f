import { ACTIVITY_PAGE_SIZE, API, type ActivityEntry, type ActivityKind } from '@rawi/proto';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../request';
import { alwaysRefetch } from '../swrConfig';

export interface ActivityFilters {
  actor?: string;
  kind?: ActivityKind;
  /** Days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

const queryOf = (filters: ActivityFilters, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${API.activity}?${text}` : API.activity;
};

/** The activity list, newest first, a page at a time ('Load older' asks for the next). */
export function useActivity(filters: ActivityFilters) {
  return useSWRInfinite<ActivityEntry[], Error>(
    (index, previous: ActivityEntry[] | null) => {
      if (index === 0) return queryOf(filters, { limit: String(ACTIVITY_PAGE_SIZE) });
      if (!previous || previous.length < ACTIVITY_PAGE_SIZE) return null;
      return queryOf(filters, { limit: String(ACTIVITY_PAGE_SIZE), before: previous.at(-1)?.at ?? '' });
    },
    (path: string) => request<ActivityEntry[]>(path),
    { revalidateFirstPage: true, revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** The dashboard's card: the last ten entries. */
export function useRecentActivity() {
  return useSWR<ActivityEntry[], Error>(queryOf({}, { limit: '10' }), alwaysRefetch);
}
