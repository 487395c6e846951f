/**
 * Two languages kept in step, in Chromium against the running stack: a project's Arabic version
 * made from the dialog with an Arabic-script slug, the public page's language toggle and hreflang
 * leading to it; a project scheduled 10 seconds ahead appearing on /projects on its own; and an
 * English hero change flagged 'outdated' on the Arabic side and on the dashboard, in both
 * languages of the panel.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ContentItem, type Project } from '@rawi/proto';
import { api, apiToken, open, toast, unique, useSignedInPage } from './admin-support.ts';
import { settle, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
useSignedInPage((opened, session) => {
  page = opened;
  chromium = session;
});

let token: string;
let heroBefore: ContentItem | undefined;
beforeAll(async () => {
  token = await apiToken();
  heroBefore = (await api<ContentItem>(token, 'GET', API.content('hero', 'en'))).body;
});
// The projects these tests make, removed afterwards so other test files see the seeded catalogue.
const madeSlugs: Array<{ slug: string; language: 'en' | 'ar' }> = [];
afterAll(async () => {
  for (const { slug, language } of madeSlugs) {
    const found = await api<Project>(token, 'GET', API.projectBySlug(slug, language));
    if (found.status === 200) await api(token, 'DELETE', API.project(found.body.id));
  }
  if (heroBefore)
    await api(token, 'POST', API.contentSave, { section: 'hero', language: 'en', data: heroBefore.data });
});

async function fillProject(dialog: ReturnType<Page['getByRole']>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
}

const pathOf = (p: Page) => decodeURIComponent(new URL(p.url()).pathname);

describe('translation pairs', () => {
  it('creates the Arabic version from the dialog with an Arabic slug, and the public toggle lands on it', async () => {
    const title = unique('Treasury Assistant');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    // Digits go with either script; the Latin letters of a base-36 suffix would not.
    const tag = String(Date.now()).slice(-6);
    const arabicTitle = `مساعد الخزينة ${tag}`;
    const arabicSlug = `مساعد-الخزينة-${tag}`;
    madeSlugs.push({ slug, language: 'en' }, { slug: arabicSlug, language: 'ar' });

    await open(page, '/admin/projects', 'en');
    await page.getByRole('button', { name: 'Create New Project' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create New Project' });
    await fillProject(create, {
      Title: title,
      Slug: slug,
      Category: 'Finance',
      'Brief Description': 'Answers treasury questions on premises.',
      Description: 'A private assistant for the treasury team.',
    });
    await create.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project created successfully');

    const card = page.getByTestId('project-card').filter({ hasText: title });
    await card.getByText('Arabic version missing').waitFor();

    // The dashboard lists it as needing work and its link opens the project's dialog.
    await open(page, '/admin', 'en');
    const missing = page.getByTestId('translations-card').getByRole('listitem').filter({ hasText: title });
    await missing.getByText('Arabic version missing').waitFor();
    await missing.getByRole('link', { name: title }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await edit.waitFor();
    expect(await edit.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await edit.getByText('No Arabic version yet.').waitFor();
    await edit.getByRole('button', { name: 'Create the Arabic version' }).click();

    const arabic = page.getByRole('dialog', { name: 'Create New Project' });
    expect(await arabic.getByLabel('Translation key').inputValue()).toBe(slug);
    expect(await arabic.getByLabel('Language').inputValue()).toBe('ar');
    // The English category is not the Arabic one: no pair names 'Finance' in Arabic yet.
    expect(await arabic.getByLabel('Category').inputValue()).toBe('');
    await fillProject(arabic, {
      Title: arabicTitle,
      Category: 'المالية',
      Slug: arabicSlug,
      'Brief Description': 'يجيب عن أسئلة الخزينة داخل المؤسسة.',
      Description: 'مساعد خاص لفريق الخزينة.',
    });
    await arabic.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project created successfully');
    const arabicCard = page.getByTestId('project-card').filter({ hasText: arabicTitle });
    await arabicCard.getByText('Both languages in step').waitFor();

    // The public page in English: its Arabic alternate is the counterpart's real address.
    const visitor = await chromium.newPage();
    await open(visitor, `/projects/${slug}`, 'en');
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    const alternate = await visitor.locator('link[rel="alternate"][hreflang="ar"]').getAttribute('href');
    // (The server writes PUBLIC_URL's origin, the browser its own: the address is what counts.)
    const { pathname, search } = new URL(alternate ?? '');
    expect(`${pathname}${search}`).toBe(`/projects/${encodeURIComponent(arabicSlug)}?lang=ar`);

    await settle(visitor);
    await visitor
      .locator('header')
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'AR' })
      .click();
    await visitor.getByRole('heading', { level: 1, name: arabicTitle }).waitFor();
    expect(pathOf(visitor)).toBe(`/projects/${arabicSlug}`);
    expect(await visitor.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // And back, to the English version.
    await visitor
      .locator('header')
      .getByRole('group', { name: 'اللغة' })
      .getByRole('button', { name: 'EN' })
      .click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(pathOf(visitor)).toBe(`/projects/${slug}`);

    // The Arabic page itself, loaded directly by its Arabic-script address.
    await open(visitor, `/projects/${encodeURIComponent(arabicSlug)}`, 'ar');
    await visitor.getByRole('heading', { level: 1, name: arabicTitle }).waitFor();
    const canonical = new URL((await visitor.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    expect(`${canonical.pathname}${canonical.search}`).toBe(
      `/projects/${encodeURIComponent(arabicSlug)}?lang=ar`,
    );
    await visitor.close();
  });

  it('sends the toggle to /projects in the other language when a project has no counterpart', async () => {
    const slug = unique('lone-project').toLowerCase();
    madeSlugs.push({ slug, language: 'en' });
    const created = await api<Project>(token, 'POST', API.projects, {
      title: `Lone ${slug}`,
      slug,
      language: 'en',
      description: 'Only in English.',
      briefDescription: 'English only.',
      category: 'Finance',
    });
    expect(created.status).toBe(201);
    const visitor = await chromium.newPage();
    await open(visitor, `/projects/${slug}`, 'en');
    await visitor.getByRole('heading', { level: 1, name: `Lone ${slug}` }).waitFor();
    expect(await visitor.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    await settle(visitor);
    await visitor
      .locator('header')
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'AR' })
      .click();
    await expect.poll(() => pathOf(visitor)).toBe('/projects');
    // The address and the language change in one transition; the document's lang follows its commit.
    await expect.poll(() => visitor.evaluate(() => document.documentElement.lang)).toBe('ar');
    await visitor.close();
  });
});

describe('scheduled publishing', () => {
  it('publishes a draft scheduled 10 seconds ahead, and /projects shows it without a restart', async () => {
    const title = unique('Scheduled Launch');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const publishAt = new Date(Date.now() + 10_000).toISOString();
    madeSlugs.push({ slug, language: 'en' });
    const created = await api<Project>(token, 'POST', API.projects, {
      title,
      slug,
      language: 'en',
      description: 'Goes live on its own.',
      briefDescription: 'Launches itself.',
      category: 'Finance',
      status: 'draft',
      publishAt,
    });
    expect(created.status).toBe(201);

    await open(page, '/admin/projects', 'en');
    const card = page.getByTestId('project-card').filter({ hasText: title });
    expect(await card.getByTestId('scheduled-for').textContent()).toContain('Scheduled for');

    const visitor = await chromium.newPage();
    const listed = async () => {
      await open(visitor, '/projects', 'en');
      return (await visitor.locator('main h2, main h3').allTextContents()).includes(title);
    };
    expect(await listed()).toBe(false);
    await expect.poll(listed, { timeout: 25_000, interval: 1000 }).toBe(true);
    // Within 5 seconds of the time (the scheduler looks every second; caches follow the event).
    const late = Date.now() - Date.parse(publishAt);
    console.log(`[e2e] scheduled project listed on /projects ${late} ms after its time`);
    expect(late).toBeLessThan(5000);
    await visitor.close();
  });

  it('refuses a time in the past in the dialog, in Arabic', async () => {
    await open(page, '/admin/projects', 'ar');
    await page.getByRole('button', { name: 'إنشاء مشروع جديد' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('الحالة').selectOption('draft');
    await dialog.getByLabel('موعد النشر').fill('2020-01-01T09:00');
    await dialog.getByLabel('العنوان', { exact: true }).click();
    await dialog.getByText('هذا الوقت قد مضى. اختر وقتاً في المستقبل.').waitFor();
    expect(await dialog.textContent()).toMatch(/بتوقيت منطقتك الزمنية، .*GMT/);
  });
});

describe('translation status', () => {
  it("flags the Arabic hero outdated after an English change, on the editor and the dashboard, until 'No change needed'", async () => {
    await open(page, '/admin/hero', 'en');
    const heading = page.getByLabel('Main Heading');
    await heading.waitFor();
    await heading.fill(`${unique('Private Arabic AI')} for banks`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Changes saved');

    await page.getByRole('button', { name: 'Arabic (RTL)' }).click();
    await page.getByLabel('Main Heading').waitFor();
    await page.getByText('Arabic version outdated').waitFor();

    // The dashboard, with the panel in Arabic.
    await open(page, '/admin', 'ar');
    const card = page.getByTestId('translations-card');
    await card.getByRole('heading', { name: 'الترجمات' }).waitFor();
    const hero = card.getByRole('listitem').filter({ hasText: 'قسم القسم الرئيسي' });
    await hero.getByText('النسخة باللغة العربية بحاجة إلى تحديث').waitFor();
    await hero.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/admin/hero');

    await page.getByRole('button', { name: 'لا حاجة إلى تغيير' }).click();
    await toast(page, 'عُلِّمت الترجمة بأنها متوافقة');
    await page.getByText('اللغتان متوافقتان').waitFor();
  });
});
