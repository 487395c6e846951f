import Router from '@koa/router';
import parseRange from 'range-parser';
import type { Context } from 'koa';
import { errors } from '@rawi/kit';
import type { MediaBucket, StoredObject } from '../../storage/media-bucket.ts';
import { INLINE_TYPES } from '../../uploads/detect-type.ts';

/** Stored names are `<uuid>.<ext>`; anything else names no file and never reaches MinIO. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|gif|avif|mp4|webm)$/;
/** Keys never change content, so a year of caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** Public file reads, as the gateway serves them at the media record's `url`. */
export function fileRoutes({ bucket }: { bucket: MediaBucket }): Router {
  const router = new Router({ prefix: '/api/media/files' });

  // @koa/router answers HEAD with this GET route; the body is then never opened.
  router.get('/:filename', async (ctx) => {
    const filename = ctx.params.filename ?? '';
    const object = STORED_NAME.test(filename) ? await bucket.stat(filename) : undefined;
    if (!object) throw errors.notFound('File not found');

    // Headers are set only once nothing can fail any more, so an error never goes out
    // with a file's content type or a year of caching.
    ctx.status = 200;
    ctx.etag = object.etag;
    if (ctx.fresh) {
      ctx.set('Cache-Control', IMMUTABLE);
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
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Anything a browser could run as a page is downloaded, never rendered under our origin.
    ctx.set(
      'Content-Disposition',
      INLINE_TYPES.has(object.contentType) ? 'inline' : `attachment; filename="${filename}"`,
    );
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  });

  return router;
}
