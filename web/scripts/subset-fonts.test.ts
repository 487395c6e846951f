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
  it('are what web/scripts/subset-fonts.ts makes today (run it after changing a range or Fontsource)', async () => {
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
      const ascii = committed(fontFileName('ascii', weight));
      expect(await keeps(arabic, 'راوي')).toBe(true);
      expect(await keeps(arabic, '٠١٢،؟')).toBe(true);
      expect(await keeps(arabic, 'A')).toBe(false);
      expect(await keeps(arabic, 'پ')).toBe(false);
      // The spaces between Arabic words, so a line of Arabic is one font run.
      expect(await keeps(arabic, ' \u00a0')).toBe(true);
      expect(await keeps(extended, 'پچژگکی۰۱۲')).toBe(true);
      expect(await keeps(ascii, 'EN info@rawi.ai 0123456789')).toBe(true);
      expect(await keeps(ascii, 'ر')).toBe(false);
      // Cut down: well under Fontsource's 43 kB (Arabic) and 19 kB (Latin) a weight.
      expect(arabic.length).toBeLessThan(30 * 1024);
      expect(ascii.length).toBeLessThan(15 * 1024);
    }
  }, 30_000);

  it("names each file once per weight with the face's unicode-range and swap", () => {
    const css = fontFaceCss();
    const webFaces = css.split('@font-face').filter((rule) => rule.includes("'IBM Plex Sans Arabic';"));
    expect(webFaces).toHaveLength(6);
    expect(css).toContain("src: url(./ibm-plex-sans-arabic-ascii-700-normal.woff2) format('woff2');");
    expect(css).toContain('unicode-range: U+0020-007E, U+00A0');
    expect(css).toContain('U+0621-066D');
    expect(css).toContain('unicode-range: U+0671-06D5, U+06F0-06F9;');
    // The last face defined wins an overlap: the Arabic one draws the spaces.
    expect(css.indexOf('-arabic-400-normal.woff2')).toBeGreaterThan(css.indexOf('-ascii-700-normal.woff2'));
    expect(css.match(/font-display: swap;/g)).toHaveLength(6);
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
