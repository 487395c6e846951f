/**
 * Image variants: an uploaded image is stored upright and without metadata, and its AVIF and WebP
 * variants are made off the request by the media.uploaded consumer (retried when a step
 * fails), served at names derived from the original's, and deleted with it. Real MinIO, NATS
 * and FerretDB.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_VARIANT_TYPES, allVariantFilenames, variantFilename, type MediaFile } from '@rawi/proto';
import { checkedFetch, testLogger } from '@rawi/kit/testing';
import { sweepStaleMedia, STALE_VARIANTS_MS } from '../janitor/media-janitor.ts';
import { MediaFileModel } from '../models/media-file.ts';
import type { MediaBucket } from '../storage/media-bucket.ts';
import { adminHeaders, getTestServer, upload, type MediaTestServer } from '../test/support.ts';
import { makeVariants } from './make-variants.ts';
import { startVariantMaker } from './variants-consumer.ts';

let server: MediaTestServer;
beforeAll(async () => {
  server = await getTestServer('media_variants');
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const EXIF_GPS_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825 (GPS IFD), little-endian

/**
 * A camera photo: `width`×`height` pixels stored sideways (EXIF orientation 6: turn 90° clockwise
 * to show), its left half red and right half blue, with a GPS location in its EXIF.
 */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'RawiTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A 600×400 PNG whose left half is fully transparent and right half opaque green. */
async function transparentPng(): Promise<Buffer> {
  const width = 600;
  const height = 400;
  const raw = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = width / 2; x < width; x++) raw.set([0, 200, 0, 255], (y * width + x) * 4);
  }
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

async function uploaded(bytes: Buffer, name: string, type: string): Promise<MediaFile> {
  const res = await upload(server.url, bytes, { name, type });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaFile;
}

const stored = (name: string) => server.bucket.readAll(name);
const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * 4;
  return [...data.subarray(at, at + 4)];
};
const recordOf = (id: string) => MediaFileModel.findById(id).lean();
const variantsReady = (id: string) =>
  expect
    .poll(async () => (await recordOf(id))?.variantsStatus, { timeout: 60_000, interval: 250 })
    .toBe('ready');

describe('a 4000×3000 camera JPEG with a location and a rotation', () => {
  it('is stored upright without EXIF, and its variants are made at every width, upright and without EXIF', async () => {
    const photo = await cameraJpeg(4000, 3000);
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(EXIF_GPS_POINTER)).toBe(true);

    const maker = await startVariantMaker(
      { bucket: server.bucket, logger: testLogger, nc: server.events.nc },
      { name: `variants-${Date.now()}`, deliver: 'new' },
    );
    try {
      const media = await uploaded(photo, 'IMG_0001.jpg', 'image/jpeg');
      // Shown upright: 90° clockwise makes it 3000 wide and 4000 tall.
      expect(media).toMatchObject({ width: 3000, height: 4000, variants: [] });
      const original = await stored(media.filename);
      const cleaned = await sharp(original).metadata();
      expect(cleaned).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 });
      expect(cleaned.exif).toBeUndefined();
      expect(cleaned.orientation).toBeUndefined();
      expect(original.includes(Buffer.from('RawiTestCam'))).toBe(false);

      await variantsReady(media.id);
      const record = await recordOf(media.id);
      const expected = IMAGE_VARIANT_TYPES.flatMap((type) =>
        [480, 960, 1440, 1920].map((width) => ({
          width,
          height: (width * 4) / 3,
          type,
          filename: variantFilename(media.filename, width, type),
        })),
      );
      expect(record?.variants).toEqual(expected);

      for (const variant of expected) {
        const bytes = await stored(variant.filename);
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({
          format: variant.type === 'image/avif' ? 'heif' : 'webp',
          width: variant.width,
          height: variant.height,
        });
        expect(metadata.exif, variant.filename).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        // The stored left half (red) is the top once turned upright; the right half (blue) the bottom.
        const [topRed, , topBlue] = await pixel(bytes, variant.width / 2, variant.height * 0.1);
        const [bottomRed, , bottomBlue] = await pixel(bytes, variant.width / 2, variant.height * 0.9);
        expect(topRed).toBeGreaterThan(200);
        expect(topBlue).toBeLessThan(60);
        expect(bottomBlue).toBeGreaterThan(200);
        expect(bottomRed).toBeLessThan(60);
      }

      // The library lists them with their public URLs.
      const list = (await (
        await checkedFetch(`${server.url}/api/media`, { headers: adminHeaders() })
      ).json()) as MediaFile[];
      expect(list[0]?.variants).toHaveLength(8);
      expect(list[0]?.variants[0]).toEqual({
        width: 480,
        height: 640,
        type: 'image/avif',
        url: `/api/media/files/${variantFilename(media.filename, 480, 'image/avif')}`,
      });
      // Each is served as an immutable file of its own type.
      const res = await checkedFetch(`${server.url}${list[0]?.variants[0]?.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await maker.stop();
    }
  }, 120_000);
});

describe('variants', () => {
  it('keeps the transparency of a PNG in WebP and AVIF', async () => {
    const media = await uploaded(await transparentPng(), 'logo.png', 'image/png');
    expect(await makeVariants(media.id, { bucket: server.bucket, logger: testLogger })).toBe('made');
    const record = await recordOf(media.id);
    // 600 wide: a 480 variant, and the image at its own width under the name of the next width.
    expect(record?.variants.map((v) => [v.type, v.width, v.filename.slice(36)])).toEqual([
      ['image/avif', 480, '-w480.avif'],
      ['image/avif', 600, '-w960.avif'],
      ['image/webp', 480, '-w480.webp'],
      ['image/webp', 600, '-w960.webp'],
    ]);
    for (const variant of record?.variants ?? []) {
      const bytes = await stored(variant.filename);
      expect((await sharp(bytes).metadata()).hasAlpha, variant.filename).toBe(true);
      expect((await pixel(bytes, variant.width * 0.25, variant.height / 2))[3]).toBeLessThan(10);
      expect((await pixel(bytes, variant.width * 0.75, variant.height / 2))[3]).toBeGreaterThan(245);
    }
  });

  it('answers a width not made with the nearest smaller variant, and the original until variants exist', async () => {
    const media = await uploaded(await transparentPng(), 'logo.png', 'image/png');
    const wide = `/api/media/files/${variantFilename(media.filename, 1920, 'image/webp')}`;
    // Not made yet: the original stands in, and nothing may keep it.
    let res = await checkedFetch(`${server.url}${wide}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.arrayBuffer();

    await makeVariants(media.id, { bucket: server.bucket, logger: testLogger });
    res = await checkedFetch(`${server.url}${wide}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(600);

    // A variant name of a file that does not exist is 404, as any unknown file.
    res = await checkedFetch(
      `${server.url}/api/media/files/${variantFilename('00000000-0000-4000-8000-000000000000', 480, 'image/avif')}`,
    );
    expect(res.status).toBe(404);
  });

  it('retries a variant that failed, and makes them all on a later attempt', async () => {
    let failures = 0;
    const flaky: MediaBucket = {
      ...server.bucket,
      async putBuffer(key, body, type) {
        if (failures < 2) {
          failures += 1;
          throw new Error('object store refused the write');
        }
        return server.bucket.putBuffer(key, body, type);
      },
    };
    const maker = await startVariantMaker(
      { bucket: flaky, logger: testLogger, nc: server.events.nc },
      { name: `variants-retry-${Date.now()}`, deliver: 'new', retryDelayMs: () => 200 },
    );
    try {
      const media = await uploaded(await transparentPng(), 'logo.png', 'image/png');
      await variantsReady(media.id);
      expect(failures).toBe(2);
      expect((await recordOf(media.id))?.variants).toHaveLength(4);
    } finally {
      await maker.stop();
    }
  }, 90_000);

  it('after the last attempt marks them failed and keeps serving the original in their place', async () => {
    const broken: MediaBucket = {
      ...server.bucket,
      putBuffer: () => Promise.reject(new Error('object store refused the write')),
    };
    const maker = await startVariantMaker(
      { bucket: broken, logger: testLogger, nc: server.events.nc },
      { name: `variants-fail-${Date.now()}`, deliver: 'new', retryDelayMs: () => 100 },
    );
    try {
      const media = await uploaded(await transparentPng(), 'logo.png', 'image/png');
      await expect
        .poll(async () => (await recordOf(media.id))?.variantsStatus, { timeout: 60_000 })
        .toBe('failed');
      const res = await checkedFetch(
        `${server.url}/api/media/files/${variantFilename(media.filename, 960, 'image/avif')}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    } finally {
      await maker.stop();
    }
  }, 90_000);

  it('deleting the media removes the original and every variant', async () => {
    const media = await uploaded(await transparentPng(), 'logo.png', 'image/png');
    await makeVariants(media.id, { bucket: server.bucket, logger: testLogger });
    expect(await server.objects()).toHaveLength(5);
    const res = await checkedFetch(`${server.url}/api/media/${media.id}`, {
      method: 'DELETE',
      headers: adminHeaders(),
    });
    expect(res.status).toBe(204);
    expect(await server.objects()).toEqual([]);
  });

  it('leaves nothing behind when a crash stops the variants half-way: the janitor finishes them, a delete removes them', async () => {
    // A maker that dies after two of its four writes.
    let writes = 0;
    const dying: MediaBucket = {
      ...server.bucket,
      async putBuffer(key, body, type) {
        writes += 1;
        if (writes > 2) throw new Error('process killed');
        return server.bucket.putBuffer(key, body, type);
      },
    };
    const first = await uploaded(await transparentPng(), 'a.png', 'image/png');
    const second = await uploaded(await transparentPng(), 'b.png', 'image/png');
    for (const media of [first, second]) {
      writes = 0;
      await expect(makeVariants(media.id, { bucket: dying, logger: testLogger })).rejects.toThrow(
        'process killed',
      );
      expect((await recordOf(media.id))?.variantsStatus).toBe('pending');
    }
    expect(await server.objects()).toHaveLength(2 + 2 * 2);

    // The first is deleted: its half-made variants go with it.
    expect(
      (
        await checkedFetch(`${server.url}/api/media/${first.id}`, {
          method: 'DELETE',
          headers: adminHeaders(),
        })
      ).status,
    ).toBe(204);
    expect((await server.objects()).filter((name) => name.startsWith(first.filename.slice(0, 36)))).toEqual(
      [],
    );

    // The second is overdue: the janitor makes its variants.
    await MediaFileModel.collection.updateOne(
      { filename: second.filename },
      { $set: { updatedAt: new Date(Date.now() - STALE_VARIANTS_MS - 1000) } },
    );
    const swept = await sweepStaleMedia({ bucket: server.bucket, logger: testLogger });
    expect(swept.variants).toBe(1);
    expect((await recordOf(second.id))?.variantsStatus).toBe('ready');
    const names = allVariantFilenames(second.filename);
    expect((await server.objects()).filter((name) => names.includes(name))).toHaveLength(4);
  });

  it('leaves videos as they are', async () => {
    const { mp4 } = await import('../test/files.ts');
    const res = await upload(server.url, mp4(4096), { name: 'demo.mp4', type: 'video/mp4', kind: 'content' });
    const media = (await res.json()) as MediaFile;
    expect(media.variants).toEqual([]);
    expect(media.width).toBeUndefined();
    expect((await recordOf(media.id))?.variantsStatus).toBe('none');
    expect(await makeVariants(media.id, { bucket: server.bucket, logger: testLogger })).toBe('not-needed');
  });
});
