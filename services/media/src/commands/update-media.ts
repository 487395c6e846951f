import mongoose from 'mongoose';
import {
  focalPercents,
  LANGUAGES,
  RESIZABLE_IMAGE_TYPES,
  SUBJECTS,
  type MediaDetailsInput,
  type MediaFile,
} from '@rawi/proto';
import { atRevision, errors, staleEdit, updateWithEvent } from '@rawi/kit';
import { MediaFileModel } from '../models/media-file.ts';
import { presentMediaFile } from '../presenters/media-file.ts';
import type { MediaDeps } from './media-deps.ts';

const notFound = () => errors.notFound('Media file not found');

/**
 * Sets a library file's details (each field given; one left out stays): its alt text in each
 * language (the object given replaces both; blank removes one), whether it only decorates, and
 * its focal point (null: the centre). A focal point that moves the crops (by a whole percent)
 * marks an image's variants pending, so the media-variants consumer cuts its crops anew on the
 * media.updated written in the same update. `expected` is the revision the edit started from.
 */
export async function updateMediaDetails(
  id: string,
  input: MediaDetailsInput,
  expected: number | undefined,
  deps: Pick<MediaDeps, 'relay'>,
): Promise<MediaFile> {
  if (!mongoose.isValidObjectId(id)) throw notFound();
  const record = await MediaFileModel.findOne({ _id: id, status: 'ready' }).lean();
  if (!record) throw notFound();
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  if (input.alt !== undefined) {
    const alt = Object.fromEntries(
      LANGUAGES.flatMap((language) => (input.alt?.[language] ? [[language, input.alt[language]]] : [])),
    );
    if (Object.keys(alt).length > 0) set.alt = alt;
    else unset.alt = 1;
  }
  if (input.decorative !== undefined) set.decorative = input.decorative;
  if (input.focal !== undefined) {
    const focal = input.focal ? { x: input.focal.x, y: input.focal.y } : null;
    set.focal = focal;
    const before = focalPercents(record.focal);
    const after = focalPercents(focal);
    const moved = before.x !== after.x || before.y !== after.y;
    if (moved && RESIZABLE_IMAGE_TYPES.includes(record.type)) set.variantsStatus = 'pending';
  }
  const event = updateWithEvent(SUBJECTS.mediaUpdated);
  const updated = await MediaFileModel.findOneAndUpdate(
    { _id: record._id, status: 'ready', ...atRevision(expected) },
    {
      $set: { ...set, ...event.$set },
      $inc: event.$inc,
      ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
    },
    { returnDocument: 'after', runValidators: true, lean: true },
  );
  if (!updated)
    throw (await MediaFileModel.exists({ _id: record._id, status: 'ready' })) ? staleEdit() : notFound();
  deps.relay?.kick();
  return presentMediaFile(updated);
}
