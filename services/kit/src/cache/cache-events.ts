/**
 * Keeps a public cache fresh: every replica (gateway or web) subscribes (plain NATS, no queue
 * group) to the events that change what it keeps and drops exactly the entries they affect. While the
 * connection is down the cache serves nothing older than its stale bound; on reconnect it
 * starts empty, since events may have been missed.
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@rawi/proto';
import type { PublicCache } from './public-cache.ts';

/** What the listener logs with: the kit's logger (pino) or one of its shape. */
export interface CacheLogger {
  debug(fields: object, msg: string): void;
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

export interface InvalidationRules {
  /** Names the connection (`gateway-cache`, `web-pages`). */
  name: string;
  /** The subjects to listen on (wildcards allowed). */
  subjects: readonly string[];
  /** The cache tags an event makes stale. */
  tagsChangedBy(event: Pick<EventEnvelope, 'subject' | 'data'>): string[];
}

export interface CacheEvents {
  close(): Promise<void>;
}

export async function listenForInvalidations(
  natsUrl: string,
  cache: PublicCache,
  logger: CacheLogger,
  { name, subjects, tagsChangedBy }: InvalidationRules,
): Promise<CacheEvents> {
  const nc: NatsConnection = await connect({
    servers: natsUrl.split(',').map((u) => u.trim()),
    name,
    waitOnFirstConnect: true,
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  cache.setEventsConnected(true);
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        cache.setEventsConnected(false);
        logger.warn({}, 'cache events disconnected: serving entries only while fresh');
      } else if (status.type === 'reconnect') {
        cache.setEventsConnected(true);
        logger.info({}, 'cache events reconnected: cache cleared');
      }
    }
  })();
  for (const subject of subjects) {
    nc.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        try {
          const event = message.json<EventEnvelope>();
          const tags = tagsChangedBy(event);
          const dropped = cache.invalidate(tags);
          logger.debug({ subject: event.subject, eventId: event.id, tags, dropped }, 'cache invalidated');
        } catch {
          // Unreadable: drop everything rather than serve what it may have changed.
          cache.clear();
          logger.warn({ subject: message.subject }, 'unreadable event: cache cleared');
        }
      },
    });
  }
  return {
    async close() {
      cache.setEventsConnected(false);
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
