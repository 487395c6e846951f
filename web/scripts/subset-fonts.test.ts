import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  CSS_FILE,
  FACES,
  fontFaceCss,
  fontFileName,
  OUTPUT_DIR,
  subsetFile,
  WEIGHTS,
} from './subset-fonts.ts';

const committed = (file: string) => readFileSync(join(OUTPUT_DIR, file));

/** How many bytes a font keeps of `text`: more than for nothing means it has those glyphs. */
const keeps = async (font: Buffer, text: string) =>
  (await subsetFont(font, text, { targetFormat: 'sfnt' })).length >
  (await subsetFont(font, '', { targetFormat: 'sfnt' })).length;

describe('the Arabic page fonts', () => {
  it('are what web/scripts/subset-fonts.ts makes today (run it after changing a range or the source font)', async () => {
    expect(committed(CSS_FILE).toString()).toBe(fontFaceCss());
    for (const face of Object.keys(FACES) as Array<keyof typeof FACES>) {
      for (const weight of WEIGHTS) {
        expect(committed(fontFileName(face, weight)).equals(await subsetFile(face, weight))).toBe(true);
      }
    }
  }, 30_000);

  it('hold the glyphs of Arabic text and of the Latin an Arabic page shows, in both weights', async () => {
    for (const weight of WEIGHTS) {
      const arabic = committed(fontFileName('arabic', weight));
      const extended = committed(fontFileName('arabic-extended', weight));
      expect(await keeps(arabic, 'راوي')).toBe(true);
      expect(await keeps(arabic, '٠١٢،؟')).toBe(true);
      // The spaces between Arabic words, and the Latin of an Arabic page, in the same file.
      expect(await keeps(arabic, ' \u00a0')).toBe(true);
      expect(await keeps(arabic, 'EN info@rawi.ai 0123456789 © …')).toBe(true);
      expect(await keeps(arabic, 'پ')).toBe(false);
      expect(await keeps(extended, 'پچژگکی۰۱۲')).toBe(true);
      expect(await keeps(extended, 'ر')).toBe(false);
      // Cut down: well under Fontsource's 43 kB (Arabic) plus 19 kB (Latin) a weight.
      expect(arabic.length).toBeLessThan(25 * 1024);
      expect(extended.length).toBeLessThan(12 * 1024);
    }
  }, 30_000);

  it('name one file a weight for an Arabic page, with swap, and the rare letters in a family of their own', () => {
    const css = fontFaceCss();
    const rules = css.split('@font-face').map((rule) => rule.replace(/\s+/g, ' '));
    const first = rules.filter((rule) => rule.includes("'IBM Plex Sans Arabic';"));
    expect(first).toHaveLength(2);
    for (const rule of first) {
      expect(rule).toMatch(
        /src: url\(\.\/ibm-plex-sans-arabic-arabic-[47]00-normal\.woff2\) format\('woff2'\);/,
      );
      expect(rule).toContain('unicode-range: U+0020-007E, U+00A0, U+00A9, U+00B7, U+060C');
      expect(rule).toContain('U+0621-066D');
    }
    // No face of the first family is left unloaded on an ordinary page.
    const extended = rules.filter((rule) => rule.includes("'IBM Plex Sans Arabic Extended';"));
    expect(extended).toHaveLength(2);
    for (const rule of extended) {
      expect(rule).toContain('-arabic-extended-');
      expect(rule).toContain('unicode-range: U+0671-06D5, U+06F0-06F9;');
    }
    expect(css.match(/font-display: swap;/g)).toHaveLength(4);
  });

  it("give the fallback face Plex Arabic's size and metrics, so the swap moves nothing", () => {
    const fallback = fontFaceCss()
      .split('@font-face')
      .filter((rule) => rule.includes("'IBM Plex Sans Arabic Fallback';"));
    expect(fallback).toHaveLength(4);
    for (const rule of fallback) {
      expect(rule).toMatch(/src:\s+local\('Noto Sans (Arabic )?(Regular|Bold)'\)/);
      expect(rule).toMatch(/size-adjust: 9\d(\.\d+)?%;/);
      expect(rule).toMatch(/ascent-override: 11\d(\.\d+)?%;/);
      expect(rule).toMatch(/descent-override: 4\d(\.\d+)?%;/);
      expect(rule).toContain('line-gap-override: 0%;');
    }
  });
});
