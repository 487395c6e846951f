/**
 * Makes the Arabic page's font files: IBM Plex Sans Arabic cut down to the Arabic letters, marks,
 * digits and punctuation Arabic text needs and its own Latin glyphs for ASCII and common
 * punctuation (the 'EN' of the language toggle, digits, e-mail addresses on an Arabic page), one
 * file a weight, and the Persian and Urdu letters apart (a page fetches that file only when its
 * text has one of them: unicode-range), in the two weights the site uses, without TrueType
 * hinting (which today's browsers on phones and Macs ignore, and which was a third of each file),
 * with the @font-face rules that name them. Fontsource's Arabic files carry every Arabic block (43
 * kB a weight) and its Latin text fell through to IBM Plex Sans (23 kB a weight): an Arabic
 * visitor's first screen needed 137 kB of fonts, now 42 kB in two files (English: 44 kB in two).
 * Characters outside the ranges are drawn by the next font of the theme's stack.
 *
 * Two files, not an Arabic and an ASCII file a weight: the first layout comes when the stylesheet
 * lets the parser finish, and whenever the last of four files came after it (often, in Lighthouse
 * runs) an Arabic page was laid out once in the fallback fonts (a system font look-up for each
 * size and weight) and again when they came. With two, an Arabic page makes the requests an
 * English one does and runs the same race.
 *
 * The source is IBM's own complete font (@ibm/plex-sans-arabic), which holds both scripts. The
 * output is committed (web/src/styles/fonts); `npm run fonts -w @rawi/web` remakes it and a test
 * checks it is what this script makes today.
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

/** ASCII, the no-break space and the typographic punctuation an editor types. */
const ASCII: readonly Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
];

/** Arabic letters, marks, digits and punctuation, joiners, and marks and isolates of direction. */
const ARABIC: readonly Range[] = [
  [0x060c, 0x060c],
  [0x061b, 0x061f],
  [0x0621, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
  [0x2066, 0x2069],
];

/** Code point order, as CSS lists a unicode-range. */
const byStart = (a: Range, b: Range) => a[0] - b[0];

export const FACES = {
  /** The letters and Latin of an Arabic page: its first screen's one file a weight. */
  arabic: {
    family: 'IBM Plex Sans Arabic',
    ranges: [...ASCII, ...ARABIC].sort(byStart),
  },
  /**
   * Persian and Urdu letters and Eastern Arabic-Indic digits: rare on this site, fetched only when
   * a page has one. A family of its own, next in the theme's stack: a face of a family that is not
   * loaded makes Chromium look up a system font for every size and weight the page sets text in
   * (the stand-in it would measure with while the face loads), through a fontconfig round trip to
   * the browser process each. As a face of 'IBM Plex Sans Arabic', never loaded on an ordinary
   * page, it cost 20 to 40 such look-ups in every Arabic page's layout (`make lighthouse` counts
   * them in each run's trace), where an English page, all of whose faces load, made none.
   */
  'arabic-extended': {
    family: 'IBM Plex Sans Arabic Extended',
    ranges: [
      [0x0671, 0x06d5],
      [0x06f0, 0x06f9],
    ],
  },
} as const satisfies Record<string, { family: string; ranges: readonly Range[] }>;

export type Face = keyof typeof FACES;

export const OUTPUT_DIR = join(import.meta.dirname, '..', 'src', 'styles', 'fonts');

/** The file name of a face's weight, as the web server's font preloads look it up. */
export const fontFileName = (face: Face, weight: number) =>
  `ibm-plex-sans-arabic-${face}-${weight}-normal.woff2`;

const SOURCE_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@ibm/plex-sans-arabic/package.json')),
  'fonts',
  'complete',
  'woff2',
);
const SOURCE_FILES: Record<(typeof WEIGHTS)[number], string> = {
  400: 'IBMPlexSansArabic-Regular.woff2',
  700: 'IBMPlexSansArabic-Bold.woff2',
};

const characters = (ranges: readonly Range[]) =>
  ranges
    .map(([from, to]) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)))
    .join('');

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
/** A face's unicode-range values, as CSS writes them. */
const unicodeRange = (ranges: readonly Range[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`));

/** One face's weight, cut down from IBM's file. */
export function subsetFile(face: Face, weight: (typeof WEIGHTS)[number]): Promise<Buffer> {
  const original = readFileSync(join(SOURCE_DIR, SOURCE_FILES[weight]));
  return subsetFont(original, characters(FACES[face].ranges), { targetFormat: 'woff2', noHinting: true });
}

/**
 * The face the theme's stack draws an Arabic page with until the files arrive: the phone's own
 * Noto Sans Arabic and Noto Sans (Android's, and Debian's that Lighthouse uses; on Windows and
 * Macs the fonts named after them) scaled to IBM Plex Sans Arabic's widths and given its ascent
 * and descent, so the swap moves no line. It also keeps the page's Latin text from falling
 * through to IBM Plex Sans, an English file, while the Arabic page's own ASCII file loads.
 * size-adjust is IBM Plex Sans Arabic's width over the local font's for the same paragraph,
 * measured in Chromium for each weight; the overrides are Plex's hhea metrics (ascent 1085,
 * descent 415, no line gap, per 1000 units) divided by that scale.
 */
export const FALLBACK = {
  family: 'IBM Plex Sans Arabic Fallback',
  ascent: 1085,
  descent: 415,
  faces: [
    {
      script: 'ascii',
      weight: 400,
      sizeAdjust: 97.1,
      local: ['Noto Sans Regular', 'NotoSans-Regular', 'Roboto', 'Arial'],
    },
    {
      script: 'ascii',
      weight: 700,
      sizeAdjust: 96.5,
      local: ['Noto Sans Bold', 'NotoSans-Bold', 'Roboto Bold', 'Arial Bold'],
    },
    {
      script: 'arabic',
      weight: 400,
      sizeAdjust: 93.2,
      local: ['Noto Sans Arabic Regular', 'NotoSansArabic-Regular', 'Tahoma', 'Geeza Pro'],
    },
    {
      script: 'arabic',
      weight: 700,
      sizeAdjust: 91.6,
      local: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold', 'Tahoma Bold', 'Geeza Pro Bold'],
    },
  ],
} as const;

const FALLBACK_RANGES = {
  // The spaces between Arabic words too, so a line of Arabic is one run of the fallback font.
  arabic: [[0x0020, 0x0020], [0x00a0, 0x00a0], ...ARABIC, ...FACES['arabic-extended'].ranges],
  ascii: ASCII,
} as const;

/** The repository's prettier width: the stylesheet is committed as prettier would write it. */
const PRINT_WIDTH = 110;

/** `property: a, b;` on one line, or as prettier fills a long value onto the lines below. */
function declaration(property: string, values: readonly string[]): string {
  const items = values.map((value, i) => `${value}${i === values.length - 1 ? ';' : ','}`);
  const oneLine = `  ${property}: ${items.join(' ')}`;
  if (oneLine.length <= PRINT_WIDTH) return oneLine;
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${item}`.length <= PRINT_WIDTH)
      lines[lines.length - 1] = `${last} ${item}`;
    else lines.push(`    ${item}`);
  }
  return `  ${property}:\n${lines.join('\n')}`;
}

const percent = (value: number) => `${value.toFixed(2).replace(/\.?0+$/, '')}%`;

function fallbackCss(): string[] {
  return FALLBACK.faces.map(
    ({ script, weight, sizeAdjust, local }) => `@font-face {
  font-family: '${FALLBACK.family}';
  font-style: normal;
  font-weight: ${weight};
${declaration(
  'src',
  local.map((name) => `local('${name}')`),
)}
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(((FALLBACK.ascent / sizeAdjust) * 100) / 10)};
  descent-override: ${percent(((FALLBACK.descent / sizeAdjust) * 100) / 10)};
  line-gap-override: 0%;
${declaration('unicode-range', unicodeRange(FALLBACK_RANGES[script]))}
}
`,
  );
}

/**
 * The stylesheet naming the files: one @font-face per face and weight, swapped in when loaded,
 * and the metric-matched fallback faces.
 */
export function fontFaceCss(): string {
  const rules = (Object.keys(FACES) as Face[]).flatMap((face) =>
    WEIGHTS.map(
      (weight) => `@font-face {
  font-family: '${FACES[face].family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${fontFileName(face, weight)}) format('woff2');
${declaration('unicode-range', unicodeRange(FACES[face].ranges))}
}
`,
    ),
  );
  return `/* Made by web/scripts/subset-fonts.ts from @ibm/plex-sans-arabic: do not edit. */\n${[...rules, ...fallbackCss()].join('\n')}`;
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
