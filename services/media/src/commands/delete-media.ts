import mongoose from 'mongoose';
import { SUBJECTS } from '@rawi/proto';
import { errors, isDuplicateKeyError, recordEvent } from '@rawi/kit';
import { removeVariants } from '../images/make-variants.ts';
import { updatedEvents } from '../events/updated-events.ts';
import { LISTED_STATUSES, MediaFileModel, type MediaFileRecord } from '../models/media-file.ts';
import type { MediaDeps } from './media-deps.ts';

/**
 * Finishes a delete whose record is already marked `deleting`: objects (the original and its
 * variants; idempotent), then the
 * media.deleted event (one id per file, so a retry records it once), then the record. A
 * failure leaves the record in place, so a retry, or the janitor, picks up where it stopped.
 */
export async function finishDelete(
  record: Pick<MediaFileRecord, '_id' | 'filename'> & Partial<Pick<MediaFileRecord, 'variants' | 'focal'>>,
  deps: MediaDeps,
): Promise<void> {
  const id = String(record._id);
  try {
    // Every name a variant may have, made or not (the crops around its focal point, and any
    // the record lists): a variant being made meanwhile is removed by its maker when it finds
    // the record gone.
    await removeVariants(record.filename, deps, record.variants ?? [], record.focal ?? null);
    await deps.bucket.remove(record.filename);
  } catch (error) {
    deps.logger.error({ err: error, filename: record.filename }, 'removing a stored file failed');
    throw errors.unavailable('The file could not be deleted from storage; please try again');
  }
  try {
    await recordEvent(
      deps.relay,
      SUBJECTS.mediaDeleted,
      { id, filename: record.filename },
      { id: `media.deleted.${id}` },
    );
  } catch (error) {
    // A retried delete finds the event its first attempt recorded.
    if (!isDuplicateKeyError(error)) throw error;
    deps.relay?.kick();
  }
  // A media.updated still in the record goes out too (the activity log keeps the edit).
  await updatedEvents.carryOver(record._id);
  await MediaFileModel.deleteOne({ _id: record._id });
}

/** Marks the file as being deleted, then removes the object and the record. */
export async function deleteMedia(id: string, deps: MediaDeps): Promise<void> {
  const record = await MediaFileModel.findOneAndUpdate(
    { _id: id, status: mongoose.trusted({ $in: LISTED_STATUSES }) },
    { $set: { status: 'deleting' } },
    { returnDocument: 'after', lean: true },
  );
  if (!record) throw errors.notFound('Media file not found');
  await finishDelete(record, deps);
}
