/** A byte-bounded cache of public replies kept fresh by events (the gateway's reads, the web server's pages). */
export * from './public-cache.ts';
export * from './cache-events.ts';
export * from './cache-metrics.ts';
