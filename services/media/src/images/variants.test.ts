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
      // The whole image's; then each crop's around the centre (3000 × 4000: a square and a 16:9 cut).
      expect(record?.variants.filter((variant) => !variant.crop)).toEqual(expected);
      expect(
        record?.variants.filter((variant) => variant.crop).map((v) => [v.crop, v.type, v.width, v.height]),
      ).toEqual([
        ...IMAGE_VARIANT_TYPES.map((type) => ['square', type, 480, 480]),
        ...IMAGE_VARIANT_TYPES.flatMap((type) =>
          [480, 960, 1440, 1920].map((width) => ['wide', type, width, Math.round((width * 9) / 16)]),
        ),
      ]);

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
      expect(list[0]?.variants).toHaveLength(8 + 10);
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
    // 600 wide: a 480 variant, and the image at its own width under the name of the next width;
    // then its square (400 × 400) and 16:9 (600 × 338) cuts around the centre.
    expect(record?.variants.map((v) => [v.type, v.width, v.filename.slice(36)])).toEqual([
      ['image/avif', 480, '-w480.avif'],
      ['image/avif', 600, '-w960.avif'],
      ['image/webp', 480, '-w480.webp'],
      ['image/webp', 600, '-w960.webp'],
      ['image/avif', 400, '-square-50-50-w480.avif'],
      ['image/webp', 400, '-square-50-50-w480.webp'],
      ['image/avif', 480, '-wide-50-50-w480.avif'],
      ['image/avif', 600, '-wide-50-50-w960.avif'],
      ['image/webp', 480, '-wide-50-50-w480.webp'],
      ['image/webp', 600, '-wide-50-50-w960.webp'],
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
      expect((await recordOf(media.id))?.variants).toHaveLength(10);
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
    expect(await server.objects()).toHaveLength(1 + 10);
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
    expect((await server.objects()).filter((name) => names.includes(name))).toHaveLength(10);
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

/** A 1200×400 PNG in three bands: red, green and blue from left to right. */
async function bandedPng(): Promise<Buffer> {
  const width = 1200;
  const height = 400;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + Math.floor((x * 3) / width)] = 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Which band a pixel shows: its strongest channel. */
const band = async (image: Buffer, x: number, y: number) => {
  const [r = 0, g = 0, b = 0] = await pixel(image, x, y);
  return r > 200 && g < 60 && b < 60
    ? 'red'
    : g > 200 && r < 60 && b < 60
      ? 'green'
      : b > 200
        ? 'blue'
        : 'mixed';
};

describe('crops around the focal point', () => {
  const deps = () => ({ bucket: server.bucket, logger: testLogger });
  const setFocal = (id: string, focal: { x: number; y: number } | null) =>
    checkedFetch(`${server.url}/api/media/${id}`, {
      method: 'PATCH',
      headers: { ...adminHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ focal }),
    });

  it('cuts each crop around the point, anew under new names when it moves, the old ones removed', async () => {
    const media = await uploaded(await bandedPng(), 'bands.png', 'image/png');
    expect(await makeVariants(media.id, deps())).toBe('made');
    const uuid = media.filename.slice(0, 36);
    const centred = `${uuid}-square-50-50-w480.webp`;
    // 1200 × 400: the square is the middle 400 × 400, all green.
    expect(await band(await stored(centred), 240, 240)).toBe('green');
    const whole = (await recordOf(media.id))?.variants.filter((variant) => !variant.crop);

    expect((await setFocal(media.id, { x: 0.1, y: 0.5 })).status).toBe(200);
    expect((await recordOf(media.id))?.variantsStatus).toBe('pending');
    // The page asks for the new names at once: until they are cut, the whole image stands in.
    const left = `/api/media/files/${uuid}-square-10-50-w480.webp`;
    let res = await checkedFetch(`${server.url}${left}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.arrayBuffer();

    expect(await makeVariants(media.id, deps())).toBe('made');
    const record = await recordOf(media.id);
    expect(record?.variantsStatus).toBe('ready');
    // The whole image's variants are kept as they were; the crops are the new point's.
    expect(record?.variants.filter((variant) => !variant.crop)).toEqual(whole);
    expect(record?.variants.filter((variant) => variant.crop).map((v) => v.filename.slice(36))).toEqual([
      '-square-10-50-w480.avif',
      '-square-10-50-w480.webp',
      '-wide-10-50-w480.avif',
      '-wide-10-50-w960.avif',
      '-wide-10-50-w480.webp',
      '-wide-10-50-w960.webp',
    ]);
    // The square is now the left 400 pixels (red); the 16:9 cut (711 wide) starts at the left edge.
    res = await checkedFetch(`${server.url}${left}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const square = Buffer.from(await res.arrayBuffer());
    expect(await sharp(square).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(await band(square, 200, 200)).toBe('red');
    const wide = await stored(`${uuid}-wide-10-50-w960.webp`);
    expect(await sharp(wide).metadata()).toMatchObject({ width: 711, height: 400 });
    expect(await band(wide, 100, 200)).toBe('red');
    expect(await band(wide, 650, 200)).toBe('green');
    const objects = await server.objects();
    expect(objects).not.toContain(centred);
    expect(objects.filter((name) => name.includes('-50-50-'))).toEqual([]);

    // To the right: blue.
    await setFocal(media.id, { x: 0.95, y: 0.5 });
    await makeVariants(media.id, deps());
    expect(await band(await stored(`${uuid}-square-95-50-w480.webp`), 200, 200)).toBe('blue');
    expect((await server.objects()).filter((name) => name.includes('-10-50-'))).toEqual([]);
  });

  it('through the consumer: a focal point set on an image cuts its crops anew on media.updated', async () => {
    const maker = await startVariantMaker(
      { bucket: server.bucket, logger: testLogger, nc: server.events.nc },
      { name: `variants-focal-${Date.now()}`, deliver: 'new' },
    );
    try {
      const media = await uploaded(await bandedPng(), 'bands.png', 'image/png');
      await variantsReady(media.id);
      await setFocal(media.id, { x: 0.9, y: 0.5 });
      await variantsReady(media.id);
      const uuid = media.filename.slice(0, 36);
      expect(await band(await stored(`${uuid}-square-90-50-w480.avif`), 200, 200)).toBe('blue');
    } finally {
      await maker.stop();
    }
  }, 90_000);

  it('does not cut an image already of a crop’s shape: its whole variants answer the crop’s names for good', async () => {
    const raw = Buffer.alloc(480 * 480 * 3, 90);
    const square = await sharp(raw, { raw: { width: 480, height: 480, channels: 3 } })
      .png()
      .toBuffer();
    const media = await uploaded(square, 'square.png', 'image/png');
    await makeVariants(media.id, deps());
    const record = await recordOf(media.id);
    expect(record?.variants.filter((variant) => variant.crop === 'square')).toEqual([]);
    expect(record?.variants.filter((variant) => variant.crop === 'wide')).toHaveLength(2);
    const res = await checkedFetch(
      `${server.url}/api/media/files/${media.filename.slice(0, 36)}-square-50-50-w480.webp`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(480);
  });

  it('deleting the image removes its crops too, whatever point they were cut around', async () => {
    const media = await uploaded(await bandedPng(), 'bands.png', 'image/png');
    await makeVariants(media.id, deps());
    await setFocal(media.id, { x: 0.2, y: 0.5 });
    await makeVariants(media.id, deps());
    const res = await checkedFetch(`${server.url}/api/media/${media.id}`, {
      method: 'DELETE',
      headers: adminHeaders(),
    });
    expect(res.status).toBe(204);
    expect(await server.objects()).toEqual([]);
  });
});
