/** The public cache's counters as Prometheus series, read from its stats when scraped. */
import { gauge, observedCounter } from '../metrics.ts';
import type { CacheStats, PublicCache } from './public-cache.ts';

const COUNTERS: Array<[keyof CacheStats, string, string]> = [
  ['hits', 'cache_hits_total', 'Reads answered from the cache'],
  ['misses', 'cache_misses_total', 'Reads the cache could not answer'],
  ['evictions', 'cache_evictions_total', 'Entries dropped to stay within the byte bound'],
  ['invalidations', 'cache_invalidations_total', 'Events that dropped cache entries'],
];

/** `<prefix>_cache_hits_total` and the rest: `gateway` for public reads, `web` for rendered pages. */
export function registerCacheMetrics(cache: PublicCache, prefix: string): void {
  // Monotonic counts kept by the cache itself, exposed as they are.
  for (const [key, name, help] of COUNTERS)
    observedCounter(`${prefix}_${name}`, help, () => Number(cache.stats()[key]));
  gauge(`${prefix}_cache_bytes`, 'Bytes held by the cache', [], (g) => g.set(cache.stats().bytes));
  gauge(`${prefix}_cache_entries`, 'Entries held by the cache', [], (g) => g.set(cache.stats().entries));
  gauge(`${prefix}_cache_events_connected`, '1 while the cache receives invalidating events', [], (g) =>
    g.set(cache.stats().eventsConnected ? 1 : 0),
  );
}
