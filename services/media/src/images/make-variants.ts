/**
 * Makes an image's variants (AVIF and WebP at the widths of proto's images.ts) from its stored
 * original and lists them in its record. Every step is idempotent: the names are derived from
 * the original's, so a retry or a second replica writes the same objects again, and a file
 * deleted meanwhile has whatever was written removed again.
 */
import mongoose from 'mongoose';
import sharp from 'sharp';

type Image = ReturnType<typeof sharp>;
import {
  IMAGE_VARIANT_TYPES,
  RESIZABLE_IMAGE_TYPES,
  allVariantFilenames,
  variantFilename,
  variantSizesFor,
  type ImageVariantType,
} from '@rawi/proto';
import { counter } from '@rawi/kit';
import type { MediaDeps } from '../commands/media-deps.ts';
import { MediaFileModel } from '../models/media-file.ts';

const made = counter('media_image_variants_total', 'Image variants made, by format', ['type']);

const encode = (image: Image, type: ImageVariantType): Image =>
  type === 'image/avif' ? image.avif({ quality: 50, effort: 3 }) : image.webp({ quality: 75 });

export type VariantsOutcome = 'made' | 'not-needed' | 'gone';

/** Makes and records the variants of media `id` unless it has them, is no image, or is gone. */
export async function makeVariants(id: string, deps: MediaDeps): Promise<VariantsOutcome> {
  if (!mongoose.isValidObjectId(id)) return 'gone';
  const record = await MediaFileModel.findById(id).lean();
  if (!record || record.status !== 'ready') return 'gone';
  if (!RESIZABLE_IMAGE_TYPES.includes(record.type) || record.variantsStatus === 'ready') return 'not-needed';

  const original = await deps.bucket.readAll(record.filename);
  // Originals are stored upright; older ones may still carry an orientation, which rotate() applies.
  const metadata = await sharp(original).metadata();
  const { width, height } = metadata.autoOrient;
  const variants = [];
  for (const type of IMAGE_VARIANT_TYPES) {
    for (const { slot, width: target } of variantSizesFor(width)) {
      const { data, info } = await encode(sharp(original).rotate().resize({ width: target }), type).toBuffer({
        resolveWithObject: true,
      });
      const filename = variantFilename(record.filename, slot, type);
      await deps.bucket.putBuffer(filename, data, type);
      made.inc({ type });
      variants.push({ width: info.width, height: info.height, type, filename });
    }
  }
  const updated = await MediaFileModel.updateOne(
    { _id: record._id, status: 'ready' },
    { $set: { variants, variantsStatus: 'ready', width, height } },
  );
  if (updated.matchedCount === 0) {
    // Deleted while its variants were being made: nothing of it may stay behind.
    await removeVariants(record.filename, deps);
    return 'gone';
  }
  return 'made';
}

/** Removes every variant name an original may have (removing a missing object succeeds). */
export async function removeVariants(filename: string, { bucket }: Pick<MediaDeps, 'bucket'>): Promise<void> {
  for (const name of allVariantFilenames(filename)) await bucket.remove(name);
}

/** After the last retry: the original is served in the variants' place. */
export async function markVariantsFailed(id: string): Promise<void> {
  if (!mongoose.isValidObjectId(id)) return;
  await MediaFileModel.updateOne(
    { _id: id, variantsStatus: mongoose.trusted({ $ne: 'ready' }) },
    { $set: { variantsStatus: 'failed' } },
  );
}
