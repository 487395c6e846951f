/**
 * Responsive images: on upload the media service makes each raster image's variants (AVIF and
 * WebP at fixed widths, never wider than the original) under names derived from the original's,
 * so a page can write `srcset` from an image URL alone. A variant not made (the image is
 * narrower, or its variants are still being made) is answered with the nearest one there is.
 */
import { mediaFileUrl } from './api-routes/paths.ts';

/** The widths variants are made at (CSS pixels × device pixel ratio a screen may ask for). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;

/** The formats variants are made in, best first (a `<picture>` lists its sources in this order). */
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp'] as const;
export type ImageVariantType = (typeof IMAGE_VARIANT_TYPES)[number];

const VARIANT_EXTENSION: Record<ImageVariantType, string> = { 'image/avif': 'avif', 'image/webp': 'webp' };

/** Upload types that get variants: every raster image (a GIF's first frame). */
export const RESIZABLE_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
];

export interface ImageVariant {
  width: number;
  height: number;
  type: ImageVariantType;
  url: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An original's stored name: `<uuid>.<ext>`. */
const ORIGINAL_NAME = new RegExp(`^(${UUID})\\.(jpg|png|webp|gif|avif|mp4|webm)$`);
/** A variant's stored name: `<uuid>-w<width>.<avif|webp>`. */
const VARIANT_NAME = new RegExp(`^(${UUID})-w(${IMAGE_VARIANT_WIDTHS.join('|')})\\.(avif|webp)$`);
/** An image in the media library, as content and projects refer to it. */
const LIBRARY_IMAGE_URL = new RegExp(`^/api/media/files/(${UUID})\\.(?:jpg|png|webp|gif|avif)$`);

/**
 * The variants an image `originalWidth` wide gets, each named by a standard width (`slot`) and
 * never wider than the original: every standard width below it, and the next one up holding the
 * image at its own width (an 800-pixel image: 480, and 800 pixels under the name of 960).
 */
export function variantSizesFor(originalWidth: number): Array<{ slot: number; width: number }> {
  const sizes: Array<{ slot: number; width: number }> = IMAGE_VARIANT_WIDTHS.filter(
    (slot) => slot < originalWidth,
  ).map((slot) => ({
    slot,
    width: slot,
  }));
  const next = IMAGE_VARIANT_WIDTHS.find((slot) => slot >= originalWidth);
  if (next !== undefined) sizes.push({ slot: next, width: originalWidth });
  return sizes;
}

/** The stored name of a variant (by its standard width) of the original `<uuid>.<ext>` (or of its uuid). */
export function variantFilename(original: string, slot: number, type: ImageVariantType): string {
  const uuid = original.slice(0, 36);
  return `${uuid}-w${slot}.${VARIANT_EXTENSION[type]}`;
}

/** Every name a variant of this original may be stored under (for deleting them all). */
export function allVariantFilenames(original: string): string[] {
  return IMAGE_VARIANT_TYPES.flatMap((type) =>
    IMAGE_VARIANT_WIDTHS.map((slot) => variantFilename(original, slot, type)),
  );
}

/** What a stored name is: an original, a variant (with its uuid, width and type), or nothing we store. */
export function parseStoredName(
  name: string,
):
  | { kind: 'original'; uuid: string }
  | { kind: 'variant'; uuid: string; width: number; type: ImageVariantType }
  | undefined {
  const original = ORIGINAL_NAME.exec(name);
  if (original) return { kind: 'original', uuid: original[1]! };
  const variant = VARIANT_NAME.exec(name);
  if (!variant) return undefined;
  const type = variant[3] === 'avif' ? 'image/avif' : 'image/webp';
  return { kind: 'variant', uuid: variant[1]!, width: Number(variant[2]), type };
}

/**
 * The `srcset` of each variant format for an image URL of the media library (undefined for any
 * other URL, such as the demo's SVGs, which are shown as they are).
 */
export function responsiveSources(
  url: string,
): Array<{ type: ImageVariantType; srcSet: string }> | undefined {
  const match = LIBRARY_IMAGE_URL.exec(url);
  if (!match) return undefined;
  const uuid = match[1]!;
  return IMAGE_VARIANT_TYPES.map((type) => ({
    type,
    srcSet: IMAGE_VARIANT_WIDTHS.map(
      (width) => `${mediaFileUrl(variantFilename(uuid, width, type))} ${width}w`,
    ).join(', '),
  }));
}
