/**
 * Keeps the public cache fresh: every gateway replica subscribes (plain NATS, no queue group)
 * to the events that change public reads and drops exactly the entries they affect. While the
 * connection is down the cache serves nothing older than its stale bound; on reconnect it
 * starts empty, since events may have been missed.
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '@rawi/kit';
import type { EventEnvelope } from '@rawi/proto';
import { INVALIDATING_SUBJECTS, tagsChangedBy } from './cached-reads.ts';
import type { PublicCache } from './public-cache.ts';

export interface CacheEvents {
  close(): Promise<void>;
}

export async function listenForInvalidations(
  natsUrl: string,
  cache: PublicCache,
  logger: Logger,
): Promise<CacheEvents> {
  const nc: NatsConnection = await connect({
    servers: natsUrl.split(',').map((u) => u.trim()),
    name: 'gateway-cache',
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
        logger.warn('cache events disconnected: serving entries only while fresh');
      } else if (status.type === 'reconnect') {
        cache.setEventsConnected(true);
        logger.info('cache events reconnected: cache cleared');
      }
    }
  })();
  for (const subject of INVALIDATING_SUBJECTS) {
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
