/** The public cache's counters as Prometheus series, read from its stats when scraped. */
import { gauge, observedCounter } from '@rawi/kit';
import type { CacheStats, PublicCache } from './public-cache.ts';

const COUNTERS: Array<[keyof CacheStats, string, string]> = [
  ['hits', 'gateway_cache_hits_total', 'Public reads answered from the gateway cache'],
  ['misses', 'gateway_cache_misses_total', 'Public reads the gateway cache could not answer'],
  ['evictions', 'gateway_cache_evictions_total', 'Entries dropped to stay within the byte bound'],
  ['invalidations', 'gateway_cache_invalidations_total', 'Events that dropped cache entries'],
];

export function registerCacheMetrics(cache: PublicCache): void {
  // Monotonic counts kept by the cache itself, exposed as they are.
  for (const [key, name, help] of COUNTERS) observedCounter(name, help, () => Number(cache.stats()[key]));
  gauge('gateway_cache_bytes', 'Bytes held by the gateway cache', [], (g) => g.set(cache.stats().bytes));
  gauge('gateway_cache_entries', 'Entries held by the gateway cache', [], (g) =>
    g.set(cache.stats().entries),
  );
  gauge('gateway_cache_events_connected', '1 while the cache receives invalidating events', [], (g) =>
    g.set(cache.stats().eventsConnected ? 1 : 0),
  );
}
