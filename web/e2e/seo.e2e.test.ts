/**
 * SEO an editor controls, in Chromium against the running stack: in the hero editor the
 * landing page's and the projects page's Arabic meta title, description and Open Graph image,
 * counted as they are typed and previewed right to left; once saved, the pages as the server
 * sends them carry them, with og:locale and JSON-LD that parses. A project's own SEO texts reach
 * its page with BreadcrumbList and CreativeWork in its language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ContentItem } from '@rawi/proto';
import { adminScreenshot, api, apiToken, open, signIn, toast, unique } from './admin-support.ts';
import { baseUrl, OwnProjects } from './public-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
let token: string;
let savedHero: ContentItem | null = null;
let projects: OwnProjects;

beforeAll(async () => {
  token = await apiToken();
  const hero = await api<ContentItem>(token, 'GET', API.content('hero', 'ar'));
  savedHero = hero.status === 200 ? hero.body : null;
  projects = new OwnProjects(token);
  chromium = await launchChromium();
  page = await chromium.newPage();
  await signIn(page);
});
afterAll(async () => {
  await chromium.close();
  await projects.deleteAll();
  // The Arabic hero as it was; where none was saved, the one saved here without its SEO texts.
  const restored =
    savedHero?.data ??
    (({ seo: _seo, projectsSeo: _projectsSeo, ...rest }) => rest)(
      (await api<ContentItem>(token, 'GET', API.content('hero', 'ar'))).body.data,
    );
  expect(
    (await api(token, 'POST', API.contentSave, { section: 'hero', language: 'ar', data: restored })).status,
  ).toBe(200);
});

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  title: string | undefined;
  meta: (attribute: 'name' | 'property', key: string) => string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

/** The head of a page as the server sends it (no JavaScript runs). */
async function headOf(path: string): Promise<Head> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? undefined : unescape(title),
    meta: (attribute, key) => {
      const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1];
      return found === undefined ? undefined : unescape(found);
    },
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
  };
}

/** Asks again until the page's head says what the last save said (events drop cached copies). */
async function headUntil(path: string, title: string): Promise<Head> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const head = await headOf(path);
    if (head.title === title || Date.now() > deadline) return head;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('SEO an editor controls', () => {
  it('saves the Arabic landing and projects pages’ SEO from the hero editor, counted and previewed right to left', async () => {
    const landingTitle = `${unique('راوي')} ذكاء اصطناعي عربي`;
    const landingDescription = 'تبني راوي نماذج لغوية عربية تعمل داخل مركز بياناتك، دون أن تغادره بياناتك.';
    const projectsTitle = `${unique('مشاريع')} للبنوك والوزارات`;
    await open(page, '/admin/hero', 'en');
    await page.getByRole('button', { name: 'Arabic (RTL)' }).click();
    const landing = page.getByRole('region', { name: 'Landing Page' });
    const title = landing.getByLabel('Meta Title');
    await title.waitFor();
    expect(await title.getAttribute('dir')).toBe('rtl');
    await title.fill(landingTitle);
    await landing.getByText(`${Array.from(landingTitle).length} of 60 characters`).waitFor();
    await landing.getByLabel('Meta Description').fill(landingDescription);
    await landing.getByLabel('Social Sharing Image').fill('https://cdn.example.com/rawi-ar.png');
    const preview = landing.getByTestId('seo-search-preview');
    expect(await preview.getAttribute('dir')).toBe('rtl');
    expect(await preview.textContent()).toContain(landingTitle);
    await adminScreenshot(page, 'seo-hero-card-ar');
    const projectsPage = page.getByRole('region', { name: 'Projects Page' });
    await projectsPage.getByLabel('Meta Title').fill(projectsTitle);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Changes saved', 'Hero section has been updated successfully.');

    const home = await headUntil('/?lang=ar', landingTitle);
    expect(home.title).toBe(landingTitle);
    expect(home.meta('name', 'description')).toBe(landingDescription);
    expect(home.meta('property', 'og:image')).toBe('https://cdn.example.com/rawi-ar.png');
    expect(home.meta('property', 'og:locale')).toBe('ar_SA');
    expect(home.jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
    expect(home.jsonLd[0]).toMatchObject({ name: 'Rawi', description: landingDescription });

    const list = await headUntil('/projects?lang=ar', projectsTitle);
    expect(list.title).toBe(projectsTitle);
    expect(list.meta('property', 'og:locale')).toBe('ar_SA');
    expect(list.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
    // English keeps its own texts: the Arabic SEO is the Arabic pages' only.
    expect((await headOf('/projects?lang=en')).title).not.toBe(projectsTitle);
  });

  it("puts a project's own SEO texts and image on its page, with its breadcrumbs and the project in its language", async () => {
    const slug = `مشروع-${Date.now()}`;
    const project = await projects.create({
      title: 'المصرف الصوتي',
      slug,
      language: 'ar',
      category: 'الكلام والصوت',
      seoTitle: 'المصرف الصوتي | خدمة العملاء بالعربية',
      seoDescription: 'يخدم عملاء البنك أنفسهم بالحديث بالعربية داخل البنك.',
      ogImage: 'https://cdn.example.com/voice-ar.png',
    });
    const path = `/projects/${encodeURIComponent(project.slug)}`;
    const head = await headUntil(path, 'المصرف الصوتي | خدمة العملاء بالعربية');
    expect(head.title).toBe('المصرف الصوتي | خدمة العملاء بالعربية');
    expect(head.meta('name', 'description')).toBe('يخدم عملاء البنك أنفسهم بالحديث بالعربية داخل البنك.');
    expect(head.meta('property', 'og:image')).toBe('https://cdn.example.com/voice-ar.png');
    expect(head.meta('property', 'og:locale')).toBe('ar_SA');
    const [breadcrumbs, work] = head.jsonLd;
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect((breadcrumbs?.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'الرئيسية',
      'المشاريع',
      'المصرف الصوتي',
    ]);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: 'المصرف الصوتي',
      inLanguage: 'ar',
      genre: 'الكلام والصوت',
    });
  });

  it("edits a project's SEO in its dialog: counted in the panel's language, previewed in the project's", async () => {
    const project = await projects.create({
      title: 'مساعد الأرشيف',
      slug: `ارشيف-${Date.now()}`,
      language: 'ar',
    });
    await open(page, '/admin/projects', 'en');
    await page.getByRole('button', { name: 'Arabic', exact: true }).click();
    await page
      .getByTestId('project-card')
      .filter({ hasText: project.title })
      .getByRole('button', { name: `Edit ${project.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const seo = dialog.getByRole('region', { name: 'Search and Sharing' });
    await seo.getByRole('button', { name: 'Edit SEO' }).click();
    const title = seo.getByLabel('Meta Title');
    expect(await title.getAttribute('placeholder')).toBe('مساعد الأرشيف | راوي');
    const preview = seo.getByTestId('seo-social-preview');
    expect(await preview.getAttribute('dir')).toBe('rtl');
    const text = 'مساعد الأرشيف: بحث في عقود من الوثائق العربية المكتوبة بخط اليد';
    await title.fill(text);
    await seo
      .getByText(`${Array.from(text).length} of 60 characters: search engines may cut it short`)
      .waitFor();
    await adminScreenshot(page, 'seo-project-dialog-ar', false);
    await dialog.getByRole('button', { name: 'Update Project' }).click();
    await toast(page, 'Project updated successfully');
    const head = await headUntil(`/projects/${encodeURIComponent(project.slug)}`, text);
    expect(head.title).toBe(text);
    expect(head.meta('name', 'description')).toBe(project.briefDescription);
  });
});
