import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR, rasterFiles, rasterOf } from './bundled-rasters.ts';

describe("the bundled SVGs' WebP copies", () => {
  it('are what web/scripts/bundled-rasters.ts makes today (run it after changing an SVG or the table)', async () => {
    for (const { svg, width, file } of rasterFiles()) {
      const committed = readFileSync(join(PUBLIC_DIR, file));
      expect(committed.equals(await rasterOf(svg, width)), file).toBe(true);
      const { format, width: drawn } = await sharp(committed).metadata();
      expect({ file, format, drawn }).toEqual({ file, format: 'webp', drawn: width });
    }
  }, 60_000);
});
