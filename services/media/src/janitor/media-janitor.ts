import mongoose from 'mongoose';
import { RESIZABLE_IMAGE_TYPES } from '@rawi/proto';
import { unlessWritesPaused } from '@rawi/kit';
import { makeVariants } from '../images/make-variants.ts';
import { MediaFileModel } from '../models/media-file.ts';
import { finishDelete } from '../commands/delete-media.ts';
import type { MediaDeps } from '../commands/media-deps.ts';

/** An upload's record exists only while its received file is PUT into MinIO (at most minutes). */
export const STALE_UPLOAD_MS = 15 * 60 * 1000;
/** A delete that failed half-way and was not retried by the admin. */
export const STALE_DELETE_MS = 60 * 1000;
/** Variants still pending this long after the upload were not made by the event's consumer (a crash, an outage). */
export const STALE_VARIANTS_MS = 10 * 60 * 1000;
const BATCH = 100;

/**
 * Finishes what a crash or an outage left half-done: uploads whose record never became ready
 * (their object, if any, is removed with the record) and deletes that stopped after marking
 * the record, and images whose variants were never made. Every step is idempotent, so replicas may sweep at the same time.
 */
export async function sweepStaleMedia(
  deps: MediaDeps,
  now = Date.now(),
): Promise<{ uploads: number; deletes: number; variants: number }> {
  const uploads = await MediaFileModel.find({
    status: 'uploading',
    updatedAt: mongoose.trusted({ $lt: new Date(now - STALE_UPLOAD_MS) }),
  })
    .limit(BATCH)
    .lean();
  for (const record of uploads) {
    await deps.bucket.remove(record.filename);
    await MediaFileModel.deleteOne({ _id: record._id, status: 'uploading' });
  }
  const deletes = await MediaFileModel.find({
    status: 'deleting',
    updatedAt: mongoose.trusted({ $lt: new Date(now - STALE_DELETE_MS) }),
  })
    .limit(BATCH)
    .lean();
  for (const record of deletes) await finishDelete(record, deps);
  // Images whose variants are overdue, and images stored before variants existed.
  const images = await MediaFileModel.find({
    status: 'ready',
    type: mongoose.trusted({ $in: RESIZABLE_IMAGE_TYPES }),
    $or: [
      { variantsStatus: 'pending', updatedAt: mongoose.trusted({ $lt: new Date(now - STALE_VARIANTS_MS) }) },
      { variantsStatus: mongoose.trusted({ $exists: false }) },
    ],
  })
    .select({ _id: 1 })
    .limit(BATCH)
    .lean();
  for (const record of images) await makeVariants(String(record._id), deps);
  if (uploads.length || deletes.length || images.length) {
    deps.logger.info(
      { uploads: uploads.length, deletes: deletes.length, variants: images.length },
      'finished half-done media changes',
    );
  }
  return { uploads: uploads.length, deletes: deletes.length, variants: images.length };
}

/** Sweeps at start-up and then every interval until stopped. */
export function startMediaJanitor(deps: MediaDeps, intervalMs = 5 * 60 * 1000): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = unlessWritesPaused(() => sweepStaleMedia(deps))
      .catch((error: Error) => deps.logger.warn({ err: error.message }, 'media janitor will retry'))
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
