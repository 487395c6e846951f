/**
 * Makes each uploaded image's variants off the request path: a durable consumer
 * ('media-variants') of media.uploaded, and of media.updated, after which an image whose focal
 * point moved (its variants pending again) gets its crops cut anew. A failure is retried with a growing delay; after the
 * last attempt the image is marked `failed` and its original is served in the variants' place.
 * With several replicas each upload is handled by one.
 */
import { SUBJECTS, type EventPayloads } from '@rawi/proto';
import { startDurableConsumer, type Events } from '@rawi/kit';
import type { MediaDeps } from '../commands/media-deps.ts';
import { makeVariants, markVariantsFailed } from './make-variants.ts';

export const VARIANTS_CONSUMER = 'media-variants';
export const VARIANT_ATTEMPTS = 5;

export async function startVariantMaker(
  deps: MediaDeps & { nc: Events['nc'] },
  options: {
    name?: string;
    /** `all` (the service) replays what the stream holds when first made; tests take `new`. */
    deliver?: 'all' | 'new';
    retryDelayMs?: (deliveryCount: number) => number;
  } = {},
): Promise<{ stop(): Promise<void> }> {
  return startDurableConsumer({
    nc: deps.nc,
    logger: deps.logger,
    name: options.name ?? VARIANTS_CONSUMER,
    subjects: [SUBJECTS.mediaUploaded, SUBJECTS.mediaUpdated],
    deliver: options.deliver ?? 'all',
    // Large images take seconds per format: leave room before JetStream delivers again.
    ackWaitMs: 120_000,
    maxDeliver: VARIANT_ATTEMPTS,
    ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
    async handle(event, attempt) {
      // Either event names the image; a record whose variants are made already needs nothing.
      const { media } = event.data as EventPayloads['media.uploaded' | 'media.updated'];
      try {
        const outcome = await makeVariants(media.id, deps);
        if (outcome === 'made') deps.logger.info({ media: media.filename }, 'image variants made');
      } catch (error) {
        if (attempt < VARIANT_ATTEMPTS) throw error;
        deps.logger.error(
          { err: error, media: media.filename },
          'image variants failed; serving the original',
        );
        await markVariantsFailed(media.id);
      }
    },
  });
}
