/**
 * The demo's illustrations in the media library: each committed SVG (services/media/demo) is
 * rendered to a PNG and stored under its fixed name (proto's DEMO_IMAGES), so it is listed in
 * the library, gets the usual AVIF/WebP variants, and the demo content and projects can name
 * it. Seeded once (an admin who deletes one does not see it come back); a file already stored
 * under its name is left as it is.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DEMO_IMAGE_ALT, demoImageFilename, type DemoImageName } from '@rawi/proto';
import { isDuplicateKeyError, seedOnce, withEventMeta } from '@rawi/kit';
import type { MediaDeps } from '../commands/media-deps.ts';
import { storeMediaFile } from '../commands/upload-media.ts';
import { MediaFileModel } from '../models/media-file.ts';

export const DEMO_MEDIA_DATASET = 'media-demo';

/** Where the committed drawings are. */
export const DEMO_DRAWINGS_DIR = new URL('../../demo/', import.meta.url);

/** Portraits fill a square avatar; category pictures a 16:9 card header and the project page. */
const PORTRAIT_WIDTH = 960;
const PICTURE_WIDTH = 1600;

export const DEMO_MEDIA: ReadonlyArray<{ name: DemoImageName; width: number }> = [
  { name: 'team-khalid', width: PORTRAIT_WIDTH },
  { name: 'team-noura', width: PORTRAIT_WIDTH },
  { name: 'team-faisal', width: PORTRAIT_WIDTH },
  { name: 'team-sara', width: PORTRAIT_WIDTH },
  { name: 'team-assistant', width: PORTRAIT_WIDTH },
  { name: 'category-language-models', width: PICTURE_WIDTH },
  { name: 'category-speech', width: PICTURE_WIDTH },
  { name: 'category-documents', width: PICTURE_WIDTH },
];

/** A drawing rendered at `width` pixels (its own proportions kept) as a PNG. */
export async function renderDrawing(
  name: DemoImageName,
  width: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const drawing = await readFile(new URL(`${name}.svg`, DEMO_DRAWINGS_DIR));
  const drawn = (await sharp(drawing).metadata()).width;
  // Rendered at the density that gives the target width, so the vector is never upscaled.
  const { data, info } = await sharp(drawing, { density: (72 * width) / drawn })
    .resize({ width })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Stores each illustration whose name is free; returns how many. */
async function storeMissingDrawings(deps: MediaDeps): Promise<number> {
  let stored = 0;
  for (const { name, width } of DEMO_MEDIA) {
    const filename = demoImageFilename(name);
    if (await MediaFileModel.exists({ filename })) continue;
    const png = await renderDrawing(name, width);
    try {
      await storeMediaFile(
        {
          filename,
          originalName: `${name}.png`,
          mime: 'image/png',
          size: png.data.length,
          kind: 'media',
          image: { width: png.width, height: png.height },
          put: () => deps.bucket.putBuffer(filename, png.data, 'image/png'),
          alt: DEMO_IMAGE_ALT[name],
        },
        deps,
      );
      stored += 1;
    } catch (error) {
      // Another replica stored it first.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return stored;
}

export function seedDemoMedia(deps: MediaDeps) {
  // Their media.uploaded events still make the variants; the activity log leaves them out.
  return seedOnce(
    DEMO_MEDIA_DATASET,
    () => withEventMeta({ seeded: true }, () => storeMissingDrawings(deps)),
    deps.logger,
  );
}
