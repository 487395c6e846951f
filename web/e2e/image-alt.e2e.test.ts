/**
 * What the six public pages (/, /projects and a project's page, in English and in Arabic) tell
 * screen readers and search engines: every <img> has an alt attribute and axe finds no image
 * without a text alternative; the texts are the page's language (an Arabic page's are Arabic, the
 * editors' alt texts as the demo content carries them); the hero background is decorative (empty
 * alt); and Lighthouse's SEO category scores 100 on each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language, Project, TeamData } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChrome, lighthouseCategory } from '../../deploy/bench/lighthouse-support.ts';
import { baseUrl, LANGUAGES, publicProjects, readContent, visit } from './public-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ARABIC = /\p{Script=Arabic}/u;

interface Violation {
  id: string;
  nodes: Array<{ target: string[] }>;
}

/** axe's rules on text alternatives of images, run on the whole page. */
async function imageViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: Violation[] }> } }).axe;
    return axe.run({
      runOnly: { type: 'rule', values: ['image-alt', 'role-img-alt', 'svg-img-alt', 'image-redundant-alt'] },
    });
  })) as { violations: Violation[] };
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

/** Every image on the page once its lazy sections are in: its address, alt attribute (null: none) and where it is. */
async function images(page: Page) {
  // The landing page's lower sections load as they come near: scroll through it.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return page.locator('img').evaluateAll((all) =>
    all.map((img) => ({
      src: img.getAttribute('src') ?? '',
      alt: img.getAttribute('alt'),
      section:
        img.closest('section[id], main, header, footer')?.id ||
        img.closest('main, header, footer')?.tagName ||
        '',
    })),
  );
}

let chromium: ChromiumSession;
let page: Page;
const projectOf: Partial<Record<Language, Project>> = {};
const teamOf: Partial<Record<Language, TeamData>> = {};

beforeAll(async () => {
  chromium = await launchChromium();
  page = await chromium.newPage('laptop');
  for (const language of LANGUAGES) {
    projectOf[language] = (await publicProjects(language)).find((project) => project.imageUrl);
    teamOf[language] = await readContent<TeamData>('team', language);
  }
});
afterAll(async () => {
  await chromium?.close();
});

const pages = (language: Language) => [
  '/',
  '/projects',
  `/projects/${encodeURIComponent(projectOf[language]?.slug ?? '')}`,
];

describe('images on the public pages', () => {
  for (const language of LANGUAGES) {
    for (const path of ['/', '/projects', '/projects/{slug}']) {
      it(`${path} in ${language}: every image has its alt, in the page's language`, async () => {
        const address = path === '/projects/{slug}' ? pages(language)[2]! : path;
        await visit(page, address, language);
        const shown = await images(page);
        expect(shown.length, 'images on the page').toBeGreaterThan(0);
        expect(shown.filter((image) => image.alt === null)).toEqual([]);
        expect(await imageViolations(page)).toEqual([]);
        const described = shown.map((image) => image.alt ?? '').filter((alt) => alt.trim() !== '');
        expect(described.length, 'images with a text alternative').toBeGreaterThan(0);
        if (language === 'ar') {
          // Every described image is described in Arabic.
          expect(described.filter((alt) => !ARABIC.test(alt))).toEqual([]);
        } else {
          expect(described.filter((alt) => ARABIC.test(alt))).toEqual([]);
        }
      });
    }

    it(`/ in ${language}: the team photos carry the editors' alt texts, the hero background is decorative`, async () => {
      await visit(page, '/', language);
      const shown = await images(page);
      const team = shown.filter((image) => image.section === 'team');
      const members = (teamOf[language]?.members ?? []).filter((member) => member.image);
      expect(team.map((image) => image.alt)).toEqual(members.map((member) => member.imageAlt));
      expect(
        members.every((member) => member.imageAlt && (language === 'ar') === ARABIC.test(member.imageAlt)),
      ).toBe(true);
      const hero = shown.filter((image) => image.section === 'home');
      expect(hero.map((image) => image.alt)).toEqual(['']);
    });

    it(`the project page in ${language} describes its image with the project's alt text`, async () => {
      const project = projectOf[language]!;
      await visit(page, pages(language)[2]!, language);
      const shown = await images(page);
      expect(shown.filter((image) => image.src === project.imageUrl).map((image) => image.alt)).toEqual([
        project.imageAlt,
      ]);
    });
  }
});

describe("Lighthouse's SEO category", () => {
  it('scores 100 on all six public pages', async () => {
    const chrome = await launchChrome();
    try {
      const results: Array<{ url: string; score: number; failing: unknown }> = [];
      for (const language of LANGUAGES) {
        for (const path of pages(language)) {
          const url = new URL(path, baseUrl());
          url.searchParams.set('lang', language);
          const run = await lighthouseCategory(url.href, chrome.port, 'seo');
          results.push({ url: `${path} (${language})`, score: run.score, failing: run.failing });
        }
      }
      expect(results.filter((result) => result.score !== 100)).toEqual([]);
    } finally {
      await chrome.kill();
    }
  }, 300_000);
});
