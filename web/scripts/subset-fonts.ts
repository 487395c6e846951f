/**
 * Makes the Arabic page's font files: IBM Plex Sans Arabic cut down to what Arabic text needs,
 * and its own Latin glyphs cut down to ASCII and common punctuation (the 'EN' of the language
 * toggle, digits, e-mail addresses on an Arabic page), in the two weights the site uses, with
 * the @font-face rules that name them. Fontsource's Arabic files carry every Arabic block
 * (43 kB a weight) and its Latin text fell through to IBM Plex Sans (23 kB a weight): an Arabic
 * visitor's first screen needed 137 kB of fonts, now 76 kB. Characters outside the ranges are
 * drawn by the next font of the theme's stack.
 *
 * The output is committed (web/src/styles/fonts); `npm run fonts -w @rawi/web` remakes it and a
 * test checks it is what this script makes today.
 *
 *   node web/scripts/subset-fonts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/** Code point ranges, inclusive, as CSS unicode-range writes them. */
type Range = readonly [number, number];

export const WEIGHTS = [400, 700] as const;

export const FACES = {
  /** Arabic letters, marks, digits and punctuation, Persian and Urdu letters, joiners, marks and isolates of direction. */
  arabic: {
    source: 'arabic',
    ranges: [
      [0x060c, 0x060c],
      [0x061b, 0x061f],
      [0x0621, 0x066d],
      [0x0670, 0x06d5],
      [0x06f0, 0x06f9],
      [0x200c, 0x200f],
      [0x2066, 0x2069],
    ],
  },
  /** ASCII, the no-break space and the typographic punctuation an editor types. */
  ascii: {
    source: 'latin',
    ranges: [
      [0x0020, 0x007e],
      [0x00a0, 0x00a0],
      [0x00a9, 0x00a9],
      [0x00b7, 0x00b7],
      [0x2013, 0x2014],
      [0x2018, 0x2019],
      [0x201c, 0x201d],
      [0x2026, 0x2026],
    ],
  },
} as const satisfies Record<string, { source: string; ranges: readonly Range[] }>;

export type Face = keyof typeof FACES;

export const OUTPUT_DIR = join(import.meta.dirname, '..', 'src', 'styles', 'fonts');

/** The file name of a face's weight, as the web server's font preloads look it up. */
export const fontFileName = (face: Face, weight: number) =>
  `ibm-plex-sans-arabic-${face}-${weight}-normal.woff2`;

const fontsourceDir = dirname(
  createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json'),
);

const characters = (ranges: readonly Range[]) =>
  ranges
    .map(([from, to]) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)))
    .join('');

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges: readonly Range[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** One face's weight, cut down from Fontsource's file. */
export function subsetFile(face: Face, weight: number): Promise<Buffer> {
  const { source, ranges } = FACES[face];
  const original = readFileSync(
    join(fontsourceDir, 'files', `ibm-plex-sans-arabic-${source}-${weight}-normal.woff2`),
  );
  return subsetFont(original, characters(ranges), { targetFormat: 'woff2' });
}

/** The stylesheet naming the files: one @font-face per face and weight, swapped in when loaded. */
export function fontFaceCss(): string {
  const rules = (Object.keys(FACES) as Face[]).flatMap((face) =>
    WEIGHTS.map(
      (weight) => `@font-face {
  font-family: 'IBM Plex Sans Arabic';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${fontFileName(face, weight)}) format('woff2');
  unicode-range: ${unicodeRange(FACES[face].ranges)};
}
`,
    ),
  );
  return `/* Made by web/scripts/subset-fonts.ts from @fontsource/ibm-plex-sans-arabic: do not edit. */\n${rules.join('\n')}`;
}

export const CSS_FILE = 'ibm-plex-sans-arabic.css';

if (import.meta.main) {
  for (const face of Object.keys(FACES) as Face[]) {
    for (const weight of WEIGHTS) {
      const bytes = await subsetFile(face, weight);
      writeFileSync(join(OUTPUT_DIR, fontFileName(face, weight)), bytes);
      console.log(`${fontFileName(face, weight)}  ${(bytes.length / 1024).toFixed(1)} kB`);
    }
  }
  writeFileSync(join(OUTPUT_DIR, CSS_FILE), fontFaceCss());
  console.log(CSS_FILE);
}
