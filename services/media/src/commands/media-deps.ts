import type { Logger, OutboxRelay } from '@rawi/kit';
import type { MediaBucket } from '../storage/media-bucket.ts';

/** What the media commands work with. */
export interface MediaDeps {
  bucket: MediaBucket;
  logger: Logger;
  /** Relays recorded events to NATS; absent where nothing should publish. */
  relay?: OutboxRelay;
}
