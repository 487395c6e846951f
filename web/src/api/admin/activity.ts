import { ACTIVITY_PAGE_SIZE, pathOf, type ActivityKind, type RouteQuery, type RouteReply } from '@rawi/proto';
import useSWRInfinite from 'swr/infinite';
import { readPath, useRead } from '../call';
import { alwaysRefetch } from '../swrConfig';
import { READ_AFRESH } from './refresh';

export interface ActivityFilters {
  actor?: string;
  kind?: ActivityKind;
  /** Days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

type ActivityQuery = RouteQuery<'GET /api/activity'>;

/** The filters that are set, then the page's bounds. */
const queryOf = (filters: ActivityFilters, page: ActivityQuery): ActivityQuery =>
  Object.fromEntries(Object.entries({ ...filters, ...page }).filter(([, value]) => value)) as ActivityQuery;

const activityPath = (filters: ActivityFilters, page: ActivityQuery) =>
  pathOf('GET /api/activity', {}, queryOf(filters, page));

/** The activity list, newest first, a page at a time ('Load older' asks for the next). */
export function useActivity(filters: ActivityFilters) {
  return useSWRInfinite<RouteReply<'GET /api/activity'>, Error>(
    (index, previous: RouteReply<'GET /api/activity'> | null) => {
      if (index === 0) return activityPath(filters, { limit: ACTIVITY_PAGE_SIZE });
      if (!previous || previous.length < ACTIVITY_PAGE_SIZE) return null;
      return activityPath(filters, { limit: ACTIVITY_PAGE_SIZE, before: previous.at(-1)?.at });
    },
    readPath<'GET /api/activity'>,
    { revalidateFirstPage: true, ...READ_AFRESH },
  );
}

/** The dashboard's card: the last ten entries. */
export function useRecentActivity() {
  return useRead('GET /api/activity', { query: { limit: 10 } }, alwaysRefetch);
}
