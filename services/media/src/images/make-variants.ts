/**
 * Makes an image's variants (AVIF and WebP at the widths of proto's images.ts, of the whole image
 * and of each crop cut around its focal point) from its stored original and lists them in its
 * record. Every step is idempotent: the names are derived from the original's (a crop's from its
 * focal point too), so a retry or a second replica writes the same objects again, and a file
 * deleted meanwhile has whatever was written removed again. A new focal point marks the variants
 * pending again (commands/update-media.ts): the whole image's are kept, the crops are cut anew
 * under new names, and the old crops are removed once the record lists the new ones.
 */
import mongoose from 'mongoose';
import sharp from 'sharp';

type Image = ReturnType<typeof sharp>;
import {
  IMAGE_CROP_NAMES,
  IMAGE_VARIANT_TYPES,
  RESIZABLE_IMAGE_TYPES,
  allVariantFilenames,
  cropBox,
  cropSizesFor,
  focalPercents,
  variantFilename,
  variantSizesFor,
  type FocalPoint,
  type ImageVariantType,
} from '@rawi/proto';
import { counter } from '@rawi/kit';
import type { MediaDeps } from '../commands/media-deps.ts';
import { MediaFileModel } from '../models/media-file.ts';

const made = counter('media_image_variants_total', 'Image variants made, by format', ['type']);

const encode = (image: Image, type: ImageVariantType): Image =>
  type === 'image/avif' ? image.avif({ quality: 50, effort: 3 }) : image.webp({ quality: 75 });

export type VariantsOutcome = 'made' | 'not-needed' | 'gone' | 'superseded';

interface StoredVariant {
  width: number;
  height: number;
  type: string;
  filename: string;
  crop?: string | null | undefined;
}

/** Encodes `image` (a fresh pipeline per call) at each size in each format and stores it. */
async function encodeAll(
  pipeline: () => Image,
  sizes: Array<{ slot: number; width: number }>,
  name: (slot: number, type: ImageVariantType) => string,
  deps: MediaDeps,
  crop?: string,
): Promise<StoredVariant[]> {
  const variants: StoredVariant[] = [];
  for (const type of IMAGE_VARIANT_TYPES) {
    for (const { slot, width } of sizes) {
      const { data, info } = await encode(pipeline().resize({ width }), type).toBuffer({
        resolveWithObject: true,
      });
      const filename = name(slot, type);
      await deps.bucket.putBuffer(filename, data, type);
      made.inc({ type });
      variants.push({ width: info.width, height: info.height, type, filename, ...(crop ? { crop } : {}) });
    }
  }
  return variants;
}

/**
 * Each crop's variants around `focal`. A crop whose box is the whole image (the image already
 * has its shape) is not made: its names are answered with the whole image's variants.
 */
async function makeCrops(
  original: Buffer,
  filename: string,
  size: { width: number; height: number },
  focal: FocalPoint | null,
  deps: MediaDeps,
): Promise<StoredVariant[]> {
  const crops: StoredVariant[] = [];
  // Cut around the focal point as the names carry it (whole percents).
  const { x, y } = focalPercents(focal);
  const at = { x: x / 100, y: y / 100 };
  for (const crop of IMAGE_CROP_NAMES) {
    const box = cropBox(size.width, size.height, crop, at);
    if (box.width >= size.width - 1 && box.height >= size.height - 1) continue;
    crops.push(
      ...(await encodeAll(
        () => sharp(original).rotate().extract(box),
        cropSizesFor(crop, box.width),
        (slot, type) => variantFilename(filename, slot, type, { crop, focal: at }),
        deps,
        crop,
      )),
    );
  }
  return crops;
}

/** The record's focal point as an update's filter names it (unchanged since it was read). */
const sameFocal = (focal: FocalPoint | null | undefined) =>
  focal ? { 'focal.x': focal.x, 'focal.y': focal.y } : { focal: null };

/** Makes and records the variants of media `id` unless it has them, is no image, or is gone. */
async function make(id: string, deps: MediaDeps): Promise<VariantsOutcome> {
  if (!mongoose.isValidObjectId(id)) return 'gone';
  const record = await MediaFileModel.findById(id).lean();
  if (!record || record.status !== 'ready') return 'gone';
  if (!RESIZABLE_IMAGE_TYPES.includes(record.type) || record.variantsStatus === 'ready') return 'not-needed';

  const original = await deps.bucket.readAll(record.filename);
  // Originals are stored upright; older ones may still carry an orientation, which rotate() applies.
  const metadata = await sharp(original).metadata();
  const { width, height } = metadata.autoOrient;
  const listed: StoredVariant[] = record.variants ?? [];
  // The whole image's variants never change: a new focal point keeps them.
  const kept = listed.filter((variant) => !variant.crop);
  const whole =
    kept.length > 0
      ? kept
      : await encodeAll(
          () => sharp(original).rotate(),
          variantSizesFor(width),
          (slot, type) => variantFilename(record.filename, slot, type),
          deps,
        );
  const focal = record.focal ? { x: record.focal.x, y: record.focal.y } : null;
  const crops = await makeCrops(original, record.filename, { width, height }, focal, deps);
  const variants = [...whole, ...crops];
  const updated = await MediaFileModel.updateOne(
    { _id: record._id, status: 'ready', ...sameFocal(record.focal) },
    { $set: { variants, variantsStatus: 'ready', width, height } },
  );
  if (updated.matchedCount === 0) {
    const now = await MediaFileModel.findById(record._id).lean();
    if (!now || now.status !== 'ready') {
      // Deleted while its variants were being made: nothing of it may stay behind.
      await removeVariants(record.filename, deps, variants);
      return 'gone';
    }
    // The focal point moved meanwhile: its own event cuts the crops for it; these are nobody's
    // (unless it moved back to where it was).
    const current = now.focal ? { x: now.focal.x, y: now.focal.y } : null;
    const stillCurrent = new Set(allVariantFilenames(record.filename, current));
    for (const crop of crops) if (!stillCurrent.has(crop.filename)) await deps.bucket.remove(crop.filename);
    return 'superseded';
  }
  // The crops around the focal point before: pages ask for the new names from now on.
  const names = new Set(variants.map((variant) => variant.filename));
  for (const old of listed) if (!names.has(old.filename)) await deps.bucket.remove(old.filename);
  return 'made';
}

/** The run under way for each image in this process. */
const running = new Map<string, Promise<VariantsOutcome>>();

/**
 * Makes the variants of media `id`, one run per image at a time in this process (the consumer,
 * the janitor and a retry may meet): a run waits for the one before it, and then finds what it
 * left (often nothing more to do).
 */
export function makeVariants(id: string, deps: MediaDeps): Promise<VariantsOutcome> {
  const before = running.get(id);
  const run = (before ? before.catch(() => undefined) : Promise.resolve()).then(() => make(id, deps));
  running.set(id, run);
  const forget = () => {
    if (running.get(id) === run) running.delete(id);
  };
  run.then(forget, forget);
  return run;
}

/**
 * Removes every variant name an original may have (removing a missing object succeeds): the
 * whole image's, each crop's around `focal`, and any other the record lists.
 */
export async function removeVariants(
  filename: string,
  { bucket }: Pick<MediaDeps, 'bucket'>,
  listed: ReadonlyArray<{ filename: string }> = [],
  focal?: FocalPoint | null,
): Promise<void> {
  const names = new Set([
    ...allVariantFilenames(filename, focal),
    ...listed.map((variant) => variant.filename),
  ]);
  for (const name of names) await bucket.remove(name);
}

/** After the last retry: the original is served in the variants' place. */
export async function markVariantsFailed(id: string): Promise<void> {
  if (!mongoose.isValidObjectId(id)) return;
  await MediaFileModel.updateOne(
    { _id: id, variantsStatus: mongoose.trusted({ $ne: 'ready' }) },
    { $set: { variantsStatus: 'failed' } },
  );
}
