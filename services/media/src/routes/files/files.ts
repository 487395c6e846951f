import parseRange from 'range-parser';
import type { Context } from 'koa';
import mongoose from 'mongoose';
import { focalPercents, parseStoredName, RESIZABLE_IMAGE_TYPES, type ImageVariantType } from '@rawi/proto';
import { apiHandlers, errors } from '@rawi/kit';
import { MediaFileModel } from '../../models/media-file.ts';
import type { MediaBucket, StoredObject } from '../../storage/media-bucket.ts';
import { EXTENSIONS, INLINE_TYPES } from '../../uploads/detect-type.ts';

/** Keys never change content, so a year of caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A stand-in for a variant still being made: the real one follows, so nothing may keep this. */
const STAND_IN = 'no-store';

type ByteRange = { start: number; end: number };

/** The single byte range to send, undefined for the whole file; throws 416 when none can be served. */
function requestedRange(ctx: Context, object: StoredObject): ByteRange | undefined {
  const header = ctx.get('range');
  if (!header) return undefined;
  // If-Range: the range applies only to the version the client already has part of.
  const ifRange = ctx.get('if-range');
  if (ifRange && ifRange !== `"${object.etag}"`) return undefined;
  const ranges = parseRange(object.size, header, { combine: true });
  if (ranges === -1) throw errors.rangeNotSatisfiable(object.size);
  // Malformed, another unit or several ranges: the whole file is a valid answer.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * The object that answers a name: the stored file itself, or for a variant not made (the
 * image is narrower, or its variants are still being made) the largest variant of the whole
 * image of that format no wider than asked for, else the original, so a page's `srcset` always
 * loads an image. A crop not made is answered the same way (the page's `object-position` places
 * the whole image): for good where the image already has the crop's shape (none is cut), until
 * it is cut where its focal point just moved, and for a moment where a page still names the
 * crops of a point it no longer has.
 */
async function storedFile(
  bucket: MediaBucket,
  name: string,
): Promise<{ filename: string; object: StoredObject; cacheControl: string } | undefined> {
  const parsed = parseStoredName(name);
  if (!parsed) return undefined;
  const object = await bucket.stat(name);
  if (object) return { filename: name, object, cacheControl: IMMUTABLE };
  if (parsed.kind !== 'variant') return undefined;
  const record = await MediaFileModel.findOne({
    filename: mongoose.trusted({
      $in: RESIZABLE_IMAGE_TYPES.map((type) => `${parsed.uuid}.${EXTENSIONS[type]}`),
    }),
    status: 'ready',
  }).lean();
  if (!record) return undefined;
  const whole = (record.variants ?? []).filter((variant) => !variant.crop);
  const fitting = standIn(whole, parsed.type, parsed.width);
  const filename = fitting ?? record.filename;
  const standInObject = await bucket.stat(filename);
  if (!standInObject) return undefined;
  // Once the variants are made the choice never changes (a crop's name holds its focal point:
  // the current one's answer is final); until then, or for another point's crop, it will.
  const current = focalPercents(record.focal);
  const final =
    record.variantsStatus === 'ready' &&
    (!parsed.cut || (parsed.cut.x === current.x && parsed.cut.y === current.y));
  return { filename, object: standInObject, cacheControl: final ? IMMUTABLE : STAND_IN };
}

function standIn(
  variants: Array<{ width: number; type: string; filename: string }>,
  type: ImageVariantType,
  width: number,
): string | undefined {
  const ofType = variants.filter((variant) => variant.type === type).sort((a, b) => a.width - b.width);
  return [...ofType].reverse().find((variant) => variant.width <= width)?.filename ?? ofType[0]?.filename;
}

/** Public file reads, as the gateway serves them at the media record's `url`. */
export function fileHandlers({ bucket }: { bucket: MediaBucket }) {
  // @koa/router answers HEAD with this GET route; the body is then never opened.
  return apiHandlers('media', {
    'GET /api/media/files/{filename}': async (ctx) => {
      const requested = ctx.params.filename;
      const found = await storedFile(bucket, requested);
      if (!found) throw errors.notFound('File not found');
      const { filename, object, cacheControl } = found;

      // Headers are set only once nothing can fail any more, so an error never goes out
      // with a file's content type or a year of caching.
      ctx.etag = object.etag;
      if (ctx.fresh) {
        ctx.set('Cache-Control', cacheControl);
        ctx.status = 304;
        return;
      }
      const range = requestedRange(ctx, object);
      const body = ctx.method === 'HEAD' ? undefined : await bucket.read(filename, range);

      if (body) ctx.body = body;
      ctx.status = range ? 206 : 200;
      ctx.type = object.contentType;
      ctx.length = range ? range.end - range.start + 1 : object.size;
      if (range) ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
      ctx.set('Accept-Ranges', 'bytes');
      ctx.set('Cache-Control', cacheControl);
      ctx.set('X-Content-Type-Options', 'nosniff');
      // Anything a browser could run as a page is downloaded, never rendered under our origin.
      ctx.set(
        'Content-Disposition',
        INLINE_TYPES.has(object.contentType) ? 'inline' : `attachment; filename="${filename}"`,
      );
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}
