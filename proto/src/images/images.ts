/**
 * Responsive images: on upload the media service makes each raster image's variants (AVIF and
 * WebP at fixed widths, never wider than the original) under names derived from the original's,
 * so a page can write `srcset` from an image URL alone. A variant not made (the image is
 * narrower, or its variants are still being made) is answered with the nearest one there is.
 */
import { mediaFileUrl } from '../api/routes/paths.ts';

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
  /** A crop's shape, cut around the image's focal point; absent for the whole image. */
  crop?: ImageCrop;
}

/** A point of an image a crop keeps in view, as fractions of its width and height (0 to 1). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Where a crop is centred when nobody set a focal point. */
export const CENTRED: FocalPoint = { x: 0.5, y: 0.5 };

/**
 * The boxes the pages draw a library image in at a fixed shape, each with variants cut to that
 * shape around the image's focal point: a team photo's round avatar (at most 112 CSS pixels, so
 * one 480-pixel width) and a project's 16:9 picture (a card, the project page).
 */
export const IMAGE_CROPS = {
  square: { width: 1, height: 1, slots: [480] },
  wide: { width: 16, height: 9, slots: IMAGE_VARIANT_WIDTHS },
} as const satisfies Record<string, { width: number; height: number; slots: readonly number[] }>;
export type ImageCrop = keyof typeof IMAGE_CROPS;
export const IMAGE_CROP_NAMES = Object.keys(IMAGE_CROPS) as ImageCrop[];

/**
 * A focal point in whole percents: how crop names carry it, and what a crop is cut around, so a
 * name says exactly which pixels it holds (a new focal point is a new name: caches never show an
 * old cut under it).
 */
export function focalPercents(focal?: FocalPoint | null): { x: number; y: number } {
  const percent = (value: number | undefined) =>
    Math.min(100, Math.max(0, Math.round((Number.isFinite(value) ? value! : 0.5) * 100)));
  return { x: percent(focal?.x), y: percent(focal?.y) };
}

/** The CSS `object-position` that keeps the focal point in view wherever a box cuts the image. */
export function objectPosition(focal?: FocalPoint | null): string {
  const { x, y } = focalPercents(focal);
  return `${x}% ${y}%`;
}

/**
 * The part of a `width` × `height` image a crop keeps: the largest box of the crop's shape,
 * centred on the focal point as far as the image's edges allow. Whole pixels.
 */
export function cropBox(
  width: number,
  height: number,
  crop: ImageCrop,
  focal?: FocalPoint | null,
): { left: number; top: number; width: number; height: number } {
  const shape = IMAGE_CROPS[crop];
  const boxWidth = Math.min(width, Math.round((height * shape.width) / shape.height));
  const boxHeight = Math.min(height, Math.round((width * shape.height) / shape.width));
  const { x, y } = focalPercents(focal);
  const place = (size: number, box: number, at: number) =>
    Math.min(size - box, Math.max(0, Math.round((size * at) / 100 - box / 2)));
  return {
    left: place(width, boxWidth, x),
    top: place(height, boxHeight, y),
    width: boxWidth,
    height: boxHeight,
  };
}

/** A crop of an image and the focal point it is cut around, as a variant's name carries them. */
export interface VariantCut {
  crop: ImageCrop;
  focal?: FocalPoint | null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An original's stored name: `<uuid>.<ext>`. */
const ORIGINAL_NAME = new RegExp(`^(${UUID})\\.(jpg|png|webp|gif|avif|mp4|webm)$`);
/**
 * A variant's stored name: `<uuid>-w<width>.<avif|webp>`, or for a crop
 * `<uuid>-<crop>-<x>-<y>-w<width>.<avif|webp>` (the focal point in whole percents).
 */
const VARIANT_NAME = new RegExp(
  `^(${UUID})(?:-(${IMAGE_CROP_NAMES.join('|')})-(\\d{1,3})-(\\d{1,3}))?-w(${IMAGE_VARIANT_WIDTHS.join('|')})\\.(avif|webp)$`,
);
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

/**
 * The stored name of a variant (by its standard width) of the original `<uuid>.<ext>` (or of its
 * uuid), whole or cut to a crop around a focal point.
 */
export function variantFilename(
  original: string,
  slot: number,
  type: ImageVariantType,
  cut?: VariantCut,
): string {
  const uuid = original.slice(0, 36);
  const { x, y } = focalPercents(cut?.focal);
  return `${uuid}${cut ? `-${cut.crop}-${x}-${y}` : ''}-w${slot}.${VARIANT_EXTENSION[type]}`;
}

/** The variants a crop of an image `boxWidth` wide (its cut's width) gets: its own slots, as variantSizesFor. */
export function cropSizesFor(crop: ImageCrop, boxWidth: number): Array<{ slot: number; width: number }> {
  const slots: readonly number[] = IMAGE_CROPS[crop].slots;
  return variantSizesFor(boxWidth).filter(({ slot }) => slots.includes(slot));
}

/**
 * Every name a variant of this original may be stored under: the whole image's, and each crop's
 * around the focal point given (for deleting them all; a crop around an earlier focal point is
 * in the record's list).
 */
export function allVariantFilenames(original: string, focal?: FocalPoint | null): string[] {
  return IMAGE_VARIANT_TYPES.flatMap((type) => [
    ...IMAGE_VARIANT_WIDTHS.map((slot) => variantFilename(original, slot, type)),
    ...IMAGE_CROP_NAMES.flatMap((crop) =>
      IMAGE_CROPS[crop].slots.map((slot) => variantFilename(original, slot, type, { crop, focal })),
    ),
  ]);
}

/** What a stored name is: an original, a variant (with its uuid, width and type), or nothing we store. */
export function parseStoredName(name: string):
  | { kind: 'original'; uuid: string }
  | {
      kind: 'variant';
      uuid: string;
      width: number;
      type: ImageVariantType;
      /** A crop's shape and the focal point (whole percents) it was cut around. */
      cut?: { crop: ImageCrop; x: number; y: number };
    }
  | undefined {
  const original = ORIGINAL_NAME.exec(name);
  if (original) return { kind: 'original', uuid: original[1]! };
  const variant = VARIANT_NAME.exec(name);
  if (!variant) return undefined;
  const [, uuid, crop, x, y, width, extension] = variant;
  const type: ImageVariantType = extension === 'avif' ? 'image/avif' : 'image/webp';
  const parsed = { kind: 'variant' as const, uuid: uuid!, width: Number(width), type };
  if (!crop) return parsed;
  const cut = { crop: crop as ImageCrop, x: Number(x), y: Number(y) };
  return cut.x <= 100 && cut.y <= 100 ? { ...parsed, cut } : undefined;
}

/** The uuid of a media library image's URL (undefined for any other URL). */
export const libraryImageId = (url: string): string | undefined => LIBRARY_IMAGE_URL.exec(url)?.[1];

/**
 * The `srcset` of each variant format for an image URL of the media library, whole or cut to a
 * crop around its focal point (undefined for any other URL, such as the demo's SVGs, which are
 * shown as they are).
 */
/**
 * The widths of the WebP copies made of a bundled SVG that public pages show on their first
 * screen (the hero's default backdrop, the partners' marks in /images/logos/), or undefined for
 * any other image. web/scripts/bundled-rasters.ts makes the copies (committed under
 * web/public/images/raster/) and a page draws them: a raster image is decoded off the page's
 * main thread, while each SVG image is a document of its own for that thread to parse, lay out
 * and paint (seven of them were a tenth of the landing page's main-thread time on a phone).
 */
export const bundledRasterWidths = (url: string): readonly number[] | undefined =>
  url === '/images/default-hero-background.svg'
    ? [640, 960, 1280, 1920]
    : /^\/images\/logos\/[\w-]+\.svg$/.test(url)
      ? [32, 64, 96]
      : undefined;

/** Where the WebP copy of a bundled SVG at a width is served: beside the SVG's path under /images/raster/. */
export const bundledRasterUrl = (svg: string, width: number): string =>
  svg.replace('/images/', '/images/raster/').replace('.svg', `-${width}.webp`);

export function responsiveSources(
  url: string,
  cut?: VariantCut,
): Array<{ type: ImageVariantType; srcSet: string }> | undefined {
  const rasters = bundledRasterWidths(url);
  if (rasters)
    return [
      {
        type: 'image/webp',
        srcSet: rasters.map((width) => `${bundledRasterUrl(url, width)} ${width}w`).join(', '),
      },
    ];
  const uuid = libraryImageId(url);
  if (!uuid) return undefined;
  const slots: readonly number[] = cut ? IMAGE_CROPS[cut.crop].slots : IMAGE_VARIANT_WIDTHS;
  return IMAGE_VARIANT_TYPES.map((type) => ({
    type,
    srcSet: slots
      .map((width) => `${mediaFileUrl(variantFilename(uuid, width, type, cut))} ${width}w`)
      .join(', '),
  }));
}
