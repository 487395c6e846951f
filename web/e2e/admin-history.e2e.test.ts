/**
 * History and restore in Chromium against the running stack: the hero editor in English and a
 * project in Arabic (its History in the edit dialog, and 'Recently deleted'). What the tests
 * change is put back afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ContentItem, type HeroData, type Project } from '@rawi/proto';
import { adminScreenshot, api, apiToken, confirm, open, signIn, toast, unique } from './admin-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
let token: string;
let heroBefore: ContentItem<HeroData>;

beforeAll(async () => {
  token = await apiToken();
  heroBefore = (await api<ContentItem<HeroData>>(token, 'GET', API.content('hero', 'en'))).body;
  chromium = await launchChromium();
  page = await chromium.newPage();
});
afterAll(async () => {
  await chromium.close();
  const { section, language, data } = heroBefore;
  expect((await api(token, 'POST', API.contentSave, { section, language, data })).status).toBe(200);
});

describe('hero history (English)', () => {
  it('lists versions with author and time, shows one read-only and restores it', async () => {
    const older = unique('Older heading');
    const newer = unique('Newer heading');
    for (const heading of [older, newer]) {
      const data = { ...heroBefore.data, heading };
      expect(
        (await api(token, 'POST', API.contentSave, { section: 'hero', language: 'en', data })).status,
      ).toBe(200);
    }
    await signIn(page, undefined, 'en');
    await open(page, '/admin/hero', 'en');
    await page.getByLabel('Main Heading').waitFor();
    expect(await page.getByLabel('Main Heading').inputValue()).toBe(newer);

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Version history' });
    await dialog.waitFor();
    const versions = dialog.getByRole('list', { name: 'Versions' }).getByRole('button');
    await versions.first().waitFor();
    expect(await versions.first().textContent()).toContain('Current');
    expect(await versions.nth(1).textContent()).toContain('by admin');
    // The newest is the current one: nothing to restore.
    expect(await dialog.getByRole('button', { name: 'Restore this version' }).isDisabled()).toBe(true);

    await versions.nth(1).click();
    await dialog.getByText(older).waitFor();
    await adminScreenshot(page, 'hero-history-en', false);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await toast(page, 'Version restored', 'The chosen version is live again.');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Main Heading').inputValue()).toBe(older);

    const visitor = await chromium.newPage();
    await open(visitor, '/', 'en');
    await visitor.getByRole('heading', { level: 1, name: older }).waitFor();
    await visitor.close();

    // The restore is a version of its own, so it can be undone.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await dialog.waitFor();
    await dialog.getByText('Restored').first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });
});

describe('project history and recently deleted (Arabic)', () => {
  it('restores an older version of a project from its dialog, then brings it back after deletion', async () => {
    const slug = unique('history');
    const body = {
      title: 'مساعد الأرشيف الأول',
      slug,
      language: 'ar',
      description: 'نموذج لغوي عربي يعمل داخل مؤسستك.',
      briefDescription: 'أرشفة آمنة.',
      features: ['بدون اتصال'],
      advantages: [],
      useCases: [],
      category: 'نماذج لغوية',
      status: 'draft',
      sortOrder: 50,
    };
    const created = await api<Project>(token, 'POST', API.projects, body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(
      (await api(token, 'PUT', API.project(id), { ...body, title: 'مساعد الأرشيف الثاني' })).status,
    ).toBe(200);

    await signIn(page, undefined, 'ar');
    await open(page, '/admin/projects', 'ar');
    await page.getByRole('button', { name: 'تعديل مساعد الأرشيف الثاني' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل المشروع' });
    await edit.waitFor();
    await edit.getByRole('button', { name: 'السجل', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'سجل الإصدارات' });
    await history.waitFor();
    const versions = history.getByRole('list', { name: 'الإصدارات' }).getByRole('button');
    await versions.nth(1).click();
    await history.getByText('مساعد الأرشيف الأول').waitFor();
    // The version's language and status by their names, never their codes.
    const shown = history.getByRole('region');
    await shown.getByText('العربية', { exact: true }).waitFor();
    await shown.getByText('مسودة', { exact: true }).waitFor();
    expect(await shown.getByText('ar', { exact: true }).count()).toBe(0);
    expect(await shown.getByText('draft', { exact: true }).count()).toBe(0);
    await adminScreenshot(page, 'project-history-ar', false);
    await history.getByRole('button', { name: 'استعادة هذا الإصدار' }).click();
    await toast(page, 'تمت استعادة الإصدار');
    await history.waitFor({ state: 'detached' });
    expect(await edit.getByLabel('العنوان', { exact: true }).inputValue()).toBe('مساعد الأرشيف الأول');
    await edit.getByRole('button', { name: 'إلغاء' }).click();

    await page.getByRole('button', { name: 'حذف مساعد الأرشيف الأول' }).click();
    await confirm(page, 'هل أنت متأكد', 'حذف');
    await page.getByRole('button', { name: 'المحذوفة مؤخراً' }).click();
    const deleted = page.getByRole('dialog', { name: 'المشاريع المحذوفة مؤخراً' });
    await deleted.waitFor();
    await deleted.getByRole('button', { name: 'استعادة: مساعد الأرشيف الأول' }).click();
    await toast(page, 'تمت استعادة المشروع');
    await deleted.getByRole('button', { name: 'إغلاق' }).first().click();
    await page.getByRole('button', { name: 'تعديل مساعد الأرشيف الأول' }).waitFor();
    const restored = await api<Project[]>(token, 'GET', API.projectsFor('ar'));
    expect(restored.body.find((p) => p.id === id)).toMatchObject({ slug, title: 'مساعد الأرشيف الأول' });

    expect((await api(token, 'DELETE', API.project(id))).status).toBe(204);
  });
});
