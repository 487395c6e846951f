/**
 * Public pages rendered on the server: what a crawler or a link preview gets without running
 * JavaScript (every section's text in the requested language, lang/dir, the head, real
 * statuses), the rendered-page cache dropped by a content save, and hydration in Chromium
 * without a console error in either language.
 */
import type { ContactData, HeroData, Language, ServicesData, TeamData } from '@rawi/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  baseUrl,
  LANGUAGES,
  publicProjects,
  readContent,
  saveContent,
  say,
  unique,
  useChromium,
  visit,
} from './public-support.ts';
import { AFTER_FIRST_PAINT_ATTRIBUTE } from '../src/lib/afterFirstPaint.ts';
import { landingGrid } from '../src/pages/landing/projects/landingProjects.ts';

/** A page's HTML as a crawler gets it: no JavaScript, no cookies. */
async function fetchPage(path: string): Promise<{ status: number; html: string; text: string }> {
  const res = await fetch(`${baseUrl()}${path}`);
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html) };
}

/** The text of the document's body: tags and comments out, the entities React writes decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

const expectHead = (html: string, path: string, language: Language) => {
  expect(html).toContain(`<html lang="${language}" dir="${direction(language)}">`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === '/' ? '/' : path}`));
  for (const alternate of ['en', 'ar', 'x-default']) expect(html).toContain(`hreflang="${alternate}"`);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card"');
};

describe('pages without JavaScript', () => {
  it.each(LANGUAGES)('the landing page carries every section in %s', async (language) => {
    const [hero, services, team, contact, projects] = await Promise.all([
      readContent<HeroData>('hero', language),
      readContent<ServicesData>('services', language),
      readContent<TeamData>('team', language),
      readContent<ContactData>('contact', language),
      publicProjects(language),
    ]);
    const { status, html, text } = await fetchPage(`/?lang=${language}`);
    expect(status).toBe(200);
    expectHead(html, '/', language);
    expect(html).toContain('"@type":"Organization"');
    // Drawn on the server: nothing tells the reader JavaScript is needed (the contact form's
    // fields come in a <noscript> the page unpacks at its first paint: components/AfterFirstPaint).
    expect(html).not.toMatch(/needs JavaScript|يحتاج إلى JavaScript/);
    expect(html).toContain(`<noscript ${AFTER_FIRST_PAINT_ATTRIBUTE}="">`);
    expect(text).toContain(hero?.heading);
    const serviceTitles = services?.services.map((service) => service.title) ?? [];
    expect(serviceTitles.length).toBeGreaterThan(0);
    for (const title of serviceTitles) expect(text).toContain(title);
    const names = team?.members.map((member) => member.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(text).toContain(name);
    // The cards the landing page shows: the first of every category, in the server's order.
    const visible = landingGrid(projects, null).cards;
    expect(visible.length).toBeGreaterThan(0);
    for (const project of visible) expect(text).toContain(project.title);
    for (const detail of [contact?.email, contact?.phone, contact?.address]) {
      expect(detail).toBeTruthy();
      expect(text).toContain(detail);
    }
  });

  it.each(LANGUAGES)('the projects page and a project page are complete in %s', async (language) => {
    const projects = (await publicProjects(language)).filter((project) => project.status === 'active');
    const list = await fetchPage(`/projects?lang=${language}`);
    expect(list.status).toBe(200);
    expectHead(list.html, '/projects', language);
    expect(list.text).toContain(say(language, 'projectsPage.heading'));
    for (const project of projects) expect(list.text).toContain(project.title);

    const [project] = projects;
    const detail = await fetchPage(`/projects/${encodeURIComponent(project!.slug)}?lang=${language}`);
    expect(detail.status).toBe(200);
    expectHead(detail.html, `/projects/${encodeURIComponent(project!.slug)}`, language);
    expect(detail.text).toContain(project!.title);
    expect(detail.text).toContain(project!.description);
    expect(detail.html).toContain('<meta property="og:image"');
  });

  it.each(LANGUAGES)('answers 404 with the not-found pages, drawn on the server, in %s', async (language) => {
    const path = await fetchPage(`/${unique('nowhere')}?lang=${language}`);
    expect(path.status).toBe(404);
    expect(path.text).toContain(say(language, 'notFound.title'));
    const slug = await fetchPage(`/projects/${unique('missing')}?lang=${language}`);
    expect(slug.status).toBe(404);
    expect(slug.text).toContain(say(language, 'project.notFound.title'));
  });

  it('serves robots.txt and a sitemap of every public page and active project in both languages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const language of LANGUAGES) {
      expect(sitemap).toContain(`/?lang=${language}</loc>`);
      expect(sitemap).toContain(`/projects?lang=${language}</loc>`);
      for (const project of await publicProjects(language))
        expect(sitemap).toContain(`/projects/${encodeURIComponent(project.slug)}?lang=${language}</loc>`);
    }
  });
});

describe('the rendered-page cache', () => {
  let token: string;
  let original: HeroData | undefined;
  beforeAll(async () => {
    token = await adminToken();
    original = await readContent<HeroData>('hero', 'en');
  });
  afterAll(async () => {
    if (original) await saveContent(token, 'hero', 'en', original);
  });

  it('shows a saved heading on the next page once the content event has arrived', async () => {
    // Rendered twice: the second answer comes from the cache, the same bytes (the page holds
    // no form token: the form fetches its own when it is about to be used).
    const first = await fetchPage('/?lang=en');
    expect((await fetchPage('/?lang=en')).html).toBe(first.html);
    expect(first.html).not.toContain('name="formToken"');
    const heading = unique('Rendered heading');
    await saveContent(token, 'hero', 'en', { ...original, heading });
    await expect
      .poll(async () => (await fetchPage('/?lang=en')).text, { timeout: 5000, interval: 100 })
      .toContain(heading);
    // The other language's pages were not dropped for an English save, and still show theirs.
    expect((await fetchPage('/?lang=ar')).text).not.toContain(heading);
  });
});

describe('hydration', () => {
  const chromium = useChromium();

  it.each(LANGUAGES)('takes over every public page in %s without a console error', async (language) => {
    const [project] = await publicProjects(language);
    for (const path of ['/', '/projects', `/projects/${project!.slug}`]) {
      const page = await chromium.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await visit(page, path, language);
      expect(response?.status()).toBe(200);
      // The server's markup is in place before any script ran.
      expect(await response?.text()).toContain('<div id="root"><');
      await page.waitForLoadState('networkidle');
      expect(problems, `${path} in ${language}`).toEqual([]);
      // Hydrated: the language toggle answers a click.
      const other = language === 'en' ? 'ar' : 'en';
      await page.locator(`header button[lang="${other}"]`).first().click();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
      await page.close();
    }
  });
});
