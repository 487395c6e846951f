import type { SWRConfiguration } from 'swr';
import { request } from './request';

/**
 * Data reads: no retries, no refetch on focus or reconnect, no polling, and
 * never stale: a mounted reader reuses what is cached until a mutation revalidates its key.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => request(path),
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  revalidateIfStale: false,
};

/** Content reads have stale time 0: every reader that mounts refetches. */
export const alwaysRefetch: SWRConfiguration = {
  revalidateOnMount: true,
  revalidateIfStale: true,
  dedupingInterval: 0,
};
