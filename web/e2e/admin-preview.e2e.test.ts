/**
 * Previews in Chromium against the running stack: a draft project opened from its admin card
 * with the 'Preview — not published' banner (and refused to a visitor or a bad session), and the
 * hero edited but not saved, shown on the landing page in Arabic. Nothing is left changed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STORAGE_KEYS, type ContentItem, type HeroData, type Project } from '@rawi/proto';
import { adminScreenshot, api, apiToken, open, signIn, unique } from './admin-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let visitorBrowser: ChromiumSession;
let page: Page;
let token: string;
let draft: Project;
let heroBefore: ContentItem<HeroData>;

beforeAll(async () => {
  token = await apiToken();
  heroBefore = (await api<ContentItem<HeroData>>(token, 'GET', API.content('hero', 'ar'))).body;
  const created = await api<Project>(token, 'POST', API.projects, {
    title: 'Unreleased Arabic OCR',
    slug: unique('preview'),
    language: 'en',
    description: 'A draft that only staff may see.',
    briefDescription: 'Draft.',
    category: 'Document AI',
    status: 'draft',
    sortOrder: 80,
  });
  expect(created.status).toBe(201);
  draft = created.body;
  chromium = await launchChromium();
  visitorBrowser = await launchChromium();
  page = await chromium.newPage();
});
afterAll(async () => {
  await chromium.close();
  await visitorBrowser.close();
  await api(token, 'DELETE', API.project(draft.id));
  const hero = (await api<ContentItem<HeroData>>(token, 'GET', API.content('hero', 'ar'))).body;
  expect(hero.data.heading).toBe(heroBefore.data.heading);
});

const previewUrl = () => `/projects/${draft.slug}?lang=en&preview=project`;

describe('project preview', () => {
  it('shows a draft project to a signed-in admin with the banner, from its card', async () => {
    await signIn(page, undefined, 'en');
    await open(page, '/admin/projects', 'en');
    const [preview] = await Promise.all([
      chromium.context.waitForEvent('page'),
      page.getByRole('link', { name: `Preview ${draft.title} as it will look` }).click(),
    ]);
    await preview.getByRole('status').filter({ hasText: 'Preview — not published' }).waitFor();
    await preview.getByRole('heading', { level: 1, name: draft.title }).waitFor();
    await adminScreenshot(preview, 'project-preview-en', false);
    await preview.close();
  });

  it('refuses the preview to a visitor and to a session that is not valid', async () => {
    const visitor = await visitorBrowser.newPage();
    await open(visitor, previewUrl());
    await visitor.getByRole('heading', { name: 'Project Not Found' }).waitFor();
    expect(await visitor.getByText(draft.title).count()).toBe(0);
    await visitor.evaluate(
      (key) => window.localStorage.setItem(key, 'eyJhbGciOiJSUzI1NiJ9.e30.bad'),
      STORAGE_KEYS.token,
    );
    await open(visitor, previewUrl());
    await visitor.getByRole('heading', { name: 'Project Not Found' }).waitFor();
    await visitor.close();
  });
});

describe('content preview', () => {
  it('shows the hero as edited, not saved, on the Arabic landing page; visitors still see the saved one', async () => {
    const heading = `${unique('معاينة')} عنوان غير محفوظ`;
    await open(page, '/admin/hero', 'ar');
    await page.getByRole('button', { name: 'العربية (من اليمين)' }).click();
    const field = page.getByLabel('العنوان الرئيسي');
    await field.waitFor();
    await field.fill(heading);
    const [preview] = await Promise.all([
      chromium.context.waitForEvent('page'),
      page.getByRole('button', { name: 'معاينة', exact: true }).click(),
    ]);
    await preview.getByRole('heading', { level: 1, name: heading }).waitFor();
    await preview.getByRole('status').filter({ hasText: 'معاينة — غير منشورة' }).waitFor();
    expect(await preview.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await adminScreenshot(preview, 'content-preview-ar', false);
    await preview.close();

    const visitor = await visitorBrowser.newPage();
    await open(visitor, '/', 'ar');
    await visitor.getByRole('heading', { level: 1, name: heroBefore.data.heading ?? '' }).waitFor();
    await visitor.close();
  });
});
