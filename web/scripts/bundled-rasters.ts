/**
 * Makes the WebP copies of the bundled SVG images that public pages show on their first screen
 * (the hero's default backdrop, the partners' marks), at each width proto's bundledRasterWidths
 * gives, into web/public/images/raster/. Pages draw the copies (responsiveSources): a
 * raster image is decoded off the page's main thread, an SVG image is a document of its own for
 * that thread to parse, lay out and paint. The output is committed; `npm run rasters -w @rawi/web`
 * remakes it after an SVG or the widths change, and a test checks it is what this script makes.
 *
 *   node web/scripts/bundled-rasters.ts
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bundledRasterUrl, bundledRasterWidths } from '@rawi/proto';

export const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** The WebP copy of a bundled SVG (a path under web/public) at a width. */
export async function rasterOf(svgPath: string, width: number): Promise<Buffer> {
  const svg = readFileSync(join(PUBLIC_DIR, svgPath));
  // Drawn at a density that gives at least the width asked for, then scaled down to it.
  return sharp(svg, { density: 288 })
    .resize({ width })
    .webp({ quality: 75, effort: 6, smartSubsample: true })
    .toBuffer();
}

/** Every copy to make: its file under web/public and the SVG and width it is made from. */
export const rasterFiles = () =>
  [
    '/images/default-hero-background.svg',
    ...readdirSync(join(PUBLIC_DIR, 'images', 'logos')).map((name) => `/images/logos/${name}`),
  ]
    .filter((svg) => svg.endsWith('.svg'))
    .flatMap((svg) =>
      (bundledRasterWidths(svg) ?? []).map((width) => ({ svg, width, file: bundledRasterUrl(svg, width) })),
    );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { svg, width, file } of rasterFiles()) {
    const bytes = await rasterOf(svg, width);
    mkdirSync(dirname(join(PUBLIC_DIR, file)), { recursive: true });
    writeFileSync(join(PUBLIC_DIR, file), bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  }
}
