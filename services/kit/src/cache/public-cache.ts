/**
 * Anonymous public replies kept in memory (a byte-bounded LRU) with their ETag,
 * answered without calling the service, and dropped by the events that change them (every
 * replica listens). While the event connection is down, an entry older than `staleMs` is not
 * served: it is read again. A burst of identical misses makes one upstream call.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedReply {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  etag: string;
  storedAt: number;
  /** What invalidates it: `content:<section>:<language>`, `projects`, `project:<id>`, `media:<name>`. */
  tags: string[];
}

export interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
  invalidations: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  eventsConnected: boolean;
}

export interface PublicCacheOptions {
  maxBytes: number;
  maxEntryBytes: number;
  /** How old an entry may be served while events are not arriving. */
  staleMs: number;
  now?: () => number;
}

/** Per-entry bookkeeping beside the body, for the byte bound. */
const ENTRY_OVERHEAD = 512;

export const strongEtag = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export class PublicCache {
  private readonly lru: LRUCache<string, CachedReply>;
  private readonly inflight = new Map<string, Promise<CachedReply>>();
  private readonly now: () => number;
  private readonly staleMs: number;
  readonly maxEntryBytes: number;
  readonly maxBytes: number;
  /** Moves on every invalidation: a read that started before one is not stored. */
  private generation = 0;
  private counters = { hits: 0, misses: 0, evictions: 0, invalidations: 0 };
  private connected = false;

  constructor(options: PublicCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.maxEntryBytes = Math.min(options.maxEntryBytes, options.maxBytes);
    this.staleMs = options.staleMs;
    this.now = options.now ?? Date.now;
    this.lru = new LRUCache<string, CachedReply>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry) => entry.body.length + ENTRY_OVERHEAD,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.counters.evictions += 1;
      },
    });
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The event connection's state: entries written while it was down may have missed events. */
  setEventsConnected(connected: boolean): void {
    if (connected && !this.connected) this.clear();
    this.connected = connected;
  }

  /** An entry fit to serve now, counting the hit or miss. */
  get(key: string): CachedReply | undefined {
    const entry = this.hit(key);
    if (!entry) this.counters.misses += 1;
    return entry;
  }

  /**
   * An entry fit to serve now, counting a hit when there is one and nothing otherwise (for a
   * first look whose miss goes on to a `get` that counts it).
   */
  hit(key: string): CachedReply | undefined {
    const entry = this.lru.get(key);
    if (entry && (this.connected || this.now() - entry.storedAt <= this.staleMs)) {
      this.counters.hits += 1;
      return entry;
    }
    if (entry) this.lru.delete(key);
    return undefined;
  }

  /**
   * The reply for a key from one upstream call however many ask at once; stored when it is a
   * cacheable 200 and no invalidation happened while it was read.
   */
  async load(
    key: string,
    read: () => Promise<Omit<CachedReply, 'storedAt' | 'etag'> & { etag?: string; cacheable: boolean }>,
  ): Promise<CachedReply> {
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const loading = (async () => {
      const { cacheable, ...reply } = await read();
      const entry: CachedReply = {
        ...reply,
        etag: reply.etag ?? strongEtag(reply.body),
        storedAt: this.now(),
      };
      if (
        cacheable &&
        entry.status === 200 &&
        generation === this.generation &&
        entry.body.length <= this.maxEntryBytes
      ) {
        this.lru.set(key, entry);
      }
      return entry;
    })();
    this.inflight.set(key, loading);
    try {
      return await loading;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** Drops every entry carrying one of these tags; answers how many went. */
  invalidate(tags: string[]): number {
    this.generation += 1;
    this.counters.invalidations += 1;
    const wanted = new Set(tags);
    let dropped = 0;
    for (const [key, entry] of this.lru.entries()) {
      if (entry.tags.some((tag) => wanted.has(tag))) {
        this.lru.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Drops every entry with a tag of one of these families (`content`, `project`, ...). */
  invalidateFamilies(families: string[]): number {
    const prefixes = families.map((family) => `${family}`);
    this.generation += 1;
    this.counters.invalidations += 1;
    let dropped = 0;
    for (const [key, entry] of this.lru.entries()) {
      if (entry.tags.some((tag) => prefixes.some((prefix) => tag.startsWith(prefix)))) {
        this.lru.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear(): void {
    this.generation += 1;
    this.lru.clear();
  }

  stats(): CacheStats {
    return {
      ...this.counters,
      entries: this.lru.size,
      bytes: this.lru.calculatedSize,
      maxBytes: this.maxBytes,
      eventsConnected: this.connected,
    };
  }
}
