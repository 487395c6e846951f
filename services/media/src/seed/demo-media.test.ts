/**
 * The demo's illustrations are stored in the library once, under the fixed names the demo
 * content and projects use, as PNGs that get the usual variants; the committed drawings are
 * what services/media/demo/draw.ts draws. Real MinIO, NATS and FerretDB.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SeedMarker } from '@rawi/kit';
import { testLogger } from '@rawi/kit/testing';
import {
  DEMO_IMAGE_ALT,
  DEMO_IMAGES,
  demoImageFilename,
  demoImageUrl,
  parseStoredName,
  responsiveSources,
  variantFilename,
} from '@rawi/proto';
import { CATEGORY_PICTURES, PORTRAITS } from '../../demo/draw.ts';
import { makeVariants } from '../images/make-variants.ts';
import { MediaFileModel } from '../models/media-file.ts';
import { getTestServer, type MediaTestServer } from '../test/support.ts';
import { DEMO_DRAWINGS_DIR, DEMO_MEDIA, DEMO_MEDIA_DATASET, seedDemoMedia } from './demo-media.ts';

let server: MediaTestServer;
beforeAll(async () => {
  server = await getTestServer('media_demo_seed');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  await SeedMarker.deleteMany({});
});

const deps = () => ({ bucket: server.bucket, logger: testLogger });

describe('demo drawings', () => {
  it('cover every demo image, and the committed files are what draw.ts draws', async () => {
    const drawings = { ...PORTRAITS, ...CATEGORY_PICTURES };
    expect(Object.keys(drawings).sort()).toEqual(Object.keys(DEMO_IMAGES).sort());
    expect(DEMO_MEDIA.map((m) => m.name).sort()).toEqual(Object.keys(DEMO_IMAGES).sort());
    for (const [name, text] of Object.entries(drawings)) {
      const committed = await readFile(new URL(`${name}.svg`, DEMO_DRAWINGS_DIR), 'utf8');
      expect(committed, `${name}.svg: run node services/media/demo/draw.ts`).toBe(text);
      // Light enough to keep in the repository and to read as a vector.
      expect(Buffer.byteLength(committed)).toBeLessThan(4096);
      expect(committed).not.toMatch(/<text|<image|href=/);
    }
  });

  it('are named by library URLs that get responsive variants', () => {
    for (const name of Object.keys(DEMO_IMAGES) as Array<keyof typeof DEMO_IMAGES>) {
      expect(parseStoredName(demoImageFilename(name))).toMatchObject({ kind: 'original' });
      expect(responsiveSources(demoImageUrl(name))).toHaveLength(2);
    }
  });
});

describe('seedDemoMedia', () => {
  it('stores each drawing once as a PNG with a media.uploaded event, and its variants can be made', async () => {
    expect(await seedDemoMedia(deps())).toEqual({ seeded: true, inserted: DEMO_MEDIA.length });
    expect(await SeedMarker.findById(DEMO_MEDIA_DATASET).lean()).toMatchObject({
      inserted: DEMO_MEDIA.length,
    });
    const records = await MediaFileModel.find({}).lean();
    expect(records.map((r) => r.filename).sort()).toEqual(
      DEMO_MEDIA.map((m) => demoImageFilename(m.name)).sort(),
    );
    for (const record of records) {
      expect(record).toMatchObject({ status: 'ready', type: 'image/png', variantsStatus: 'pending' });
      // Each described in both languages, offered wherever an editor picks it.
      const name = DEMO_MEDIA.find((m) => demoImageFilename(m.name) === record.filename)!.name;
      expect(record.alt).toEqual(DEMO_IMAGE_ALT[name]);
      expect(record.uploadedEventId).toBeTruthy();
    }
    expect(await server.objects()).toEqual(records.map((r) => r.filename).sort());

    const portrait = records.find((r) => r.filename === demoImageFilename('team-noura'))!;
    const picture = records.find((r) => r.filename === demoImageFilename('category-speech'))!;
    expect([portrait.width, portrait.height]).toEqual([960, 960]);
    expect([picture.width, picture.height]).toEqual([1600, 900]);
    const stored = await sharp(await server.bucket.readAll(picture.filename)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1600, 900]);

    expect(await makeVariants(String(picture._id), deps())).toBe('made');
    const keys = await server.objects();
    expect(keys).toContain(variantFilename(picture.filename, 960, 'image/webp'));
    expect(keys).toContain(variantFilename(picture.filename, 1920, 'image/avif'));
  });

  it('does not store the drawings twice, and leaves a deleted one deleted', async () => {
    await seedDemoMedia(deps());
    await MediaFileModel.deleteOne({ filename: demoImageFilename('team-sara') });
    expect(await seedDemoMedia(deps())).toEqual({ seeded: false, inserted: 0 });
    expect(await MediaFileModel.countDocuments()).toBe(DEMO_MEDIA.length - 1);
  });

  it('keeps a file already stored under a demo name and stores the others', async () => {
    const filename = demoImageFilename('category-documents');
    await MediaFileModel.create({
      filename,
      originalName: 'mine.png',
      type: 'image/png',
      size: 1,
      status: 'ready',
    });
    expect(await seedDemoMedia(deps())).toEqual({ seeded: true, inserted: DEMO_MEDIA.length - 1 });
    expect(await MediaFileModel.findOne({ filename }).lean()).toMatchObject({ originalName: 'mine.png' });
    expect(await MediaFileModel.countDocuments()).toBe(DEMO_MEDIA.length);
  });
});
