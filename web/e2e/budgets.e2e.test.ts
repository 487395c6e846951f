/**
 * Byte budgets of the public pages' first screen, on the build the stack serves: the JavaScript
 * every page starts (gzip, as web/scripts/bundle-size.ts counts it) and the font files a phone
 * fetches to draw the first screen. Sizes, not timings: they fail when the first screen grows,
 * whatever the machine.
 */
import type { Language } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUDGET, pageScripts, reachableScripts } from '../scripts/bundle-size.ts';
import { baseUrl, blockYouTube, LANGUAGES, publicProjects, useChromium, visit } from './public-support.ts';

/** The Arabic first screen's fonts (English: IBM Plex Sans, two weights, 46 kB). */
const FONT_BUDGET = 60 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function publicPaths(language: Language): Promise<string[]> {
  const project = (await publicProjects(language)).find((p) => p.status === 'active');
  if (!project) throw new Error(`no active project in ${language}`);
  return ['/', '/projects', `/projects/${project.slug}`];
}

async function download(path: string): Promise<Buffer> {
  const reply = await fetch(new URL(path, baseUrl()));
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  return Buffer.from(await reply.arrayBuffer());
}

/** Bytes of every font file the page fetches, by file, once the page has settled. */
function fontsFetched(page: Page): () => Promise<Map<string, number>> {
  const bodies: Array<Promise<[string, number]>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font')
      bodies.push(response.body().then((body) => [new URL(response.url()).pathname, body.length]));
  });
  return async () => new Map(await Promise.all(bodies));
}

describe('first-screen budgets of the public pages', () => {
  const chromium = useChromium();

  for (const language of LANGUAGES) {
    it(`keep the JavaScript a ${language} page starts within ${kb(BUDGET.js)} gzip`, async () => {
      for (const path of await publicPaths(language)) {
        const html = (await download(`${path}?lang=${language}`)).toString('utf8');
        const entries = pageScripts(html);
        expect(entries, `${path}: the page starts no script`).not.toHaveLength(0);
        const gzip = (await reachableScripts(entries, download)).reduce((sum, file) => sum + file.gzip, 0);
        console.log(`[budgets] ${path} (${language}): JavaScript ${kb(gzip)} gzip`);
        expect(gzip, `${path} (${language}): first-screen JavaScript ${kb(gzip)} gzip`).toBeLessThanOrEqual(
          BUDGET.js,
        );
      }
    });

    it(`keep the fonts a phone fetches for a ${language} first screen within ${kb(FONT_BUDGET)}`, async () => {
      for (const path of await publicPaths(language)) {
        const page = await chromium.newPage('phone');
        try {
          await blockYouTube(page);
          const fetched = fontsFetched(page);
          await visit(page, path, language);
          const fonts = await fetched();
          const total = [...fonts.values()].reduce((sum, bytes) => sum + bytes, 0);
          console.log(`[budgets] ${path} (${language}): fonts ${kb(total)} in ${fonts.size} files`);
          expect(fonts.size, `${path} (${language}): no web font drawn`).toBeGreaterThan(0);
          expect(total, `${path} (${language}): fonts ${[...fonts.keys()].join(', ')}`).toBeLessThanOrEqual(
            FONT_BUDGET,
          );
        } finally {
          await page.close();
        }
      }
    });
  }
});
