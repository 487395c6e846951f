/**
 * Every admin screen in Arabic (dir=rtl) at laptop and phone widths, with screenshots kept under
 * web/test-results/admin/ for looking at. Checks what a screenshot reviewer would: the page is
 * right to left, the sidebar sits on the right, nothing scrolls sideways, and no admin text is
 * left in English. English laptop screenshots are kept beside them for comparison.
 */
import { API, type Language } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../src/pages/admin/screens.ts';
import { enAdmin } from '../src/i18n/en/admin.ts';
import { arAdmin } from '../src/i18n/ar/admin.ts';
import { adminScreenshot, open, openSignedOut, signIn } from './admin-support.ts';
import { callApi, contactFormProof } from './public-support.ts';
import { launchChromium, VIEWPORTS, type ChromiumSession, type ViewportName } from './support.ts';

/** The dashboard and every admin screen. */
const SCREENS = ADMIN_SCREENS.map(({ path }) => path);

/** Dialogs opened for a screenshot: screen, button to press (by Arabic name), file name. */
const DIALOGS: ReadonlyArray<[string, string, string]> = [
  ['services', 'إضافة خدمة', 'services-dialog'],
  ['team', 'إضافة عضو', 'team-dialog'],
  ['projects', 'إنشاء مشروع جديد', 'projects-dialog'],
  ['users', 'إضافة مستخدم جديد', 'users-dialog'],
];

/** English admin texts that differ from their Arabic version: none may show on an Arabic page. */
const ENGLISH_ONLY: ReadonlySet<string> = new Set<string>(
  Object.entries(enAdmin)
    .filter(([key, text]) => !text.includes('{') && arAdmin[key as keyof typeof enAdmin] !== text)
    .map(([, text]) => text),
);

let chromium: ChromiumSession;

beforeAll(async () => {
  chromium = await launchChromium();
  // A message in the inbox, so the contact screen shows its table.
  const res = await callApi('POST', API.contact, {
    body: {
      name: 'ليلى حداد',
      email: 'layla@example.sa',
      company: 'بنك الخليج',
      message: 'نرغب في عرض تجريبي للنموذج داخل مقرنا.',
      ...(await contactFormProof()),
    },
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await chromium.close();
});

async function checkArabicScreen(page: Page, where: string, viewport: ViewportName): Promise<string[]> {
  const problems: string[] = [];
  const { dir, lang } = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  }));
  if (dir !== 'rtl' || lang !== 'ar') problems.push(`${where}: <html dir=${dir} lang=${lang}>`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${where}: scrolls sideways by ${overflow}px`);
  if (viewport === 'laptop') {
    const box = await page.getByRole('complementary').boundingBox();
    if (!box || Math.round(box.x + box.width) !== VIEWPORTS.laptop.width)
      problems.push(`${where}: sidebar is not on the right (${JSON.stringify(box)})`);
  }
  const chrome = await page
    .locator('button, label, th, h1, h2, [role="tab"], nav a, [role="status"], [role="alert"], p')
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').trim()));
  for (const text of chrome)
    if (ENGLISH_ONLY.has(text)) problems.push(`${where}: English text left: "${text}"`);
  return problems;
}

describe('admin screens in Arabic', () => {
  it('render right to left at laptop and phone widths, with nothing left in English', async () => {
    const problems: string[] = [];
    for (const viewport of ['laptop', 'phone'] as ViewportName[]) {
      const page = await chromium.newPage(viewport);
      await openSignedOut(page, 'ar');
      await page.getByLabel('اسم المستخدم').waitFor();
      await adminScreenshot(page, `ar-${viewport}-login`);
      await signIn(page, undefined, 'ar');
      for (const screen of SCREENS) {
        const name = screen || 'dashboard';
        await open(page, `/admin/${screen}`, 'ar');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        problems.push(...(await checkArabicScreen(page, `${viewport}/${name}`, viewport)));
        await adminScreenshot(page, `ar-${viewport}-${name}`);
      }
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'فتح قائمة الإدارة' }).click();
        await adminScreenshot(page, 'ar-phone-menu', false);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });

  it('render their dialogs and tabs in Arabic', async () => {
    const page = await chromium.newPage('laptop');
    await signIn(page, undefined, 'ar');
    const problems: string[] = [];
    for (const [screen, button, file] of DIALOGS) {
      await open(page, `/admin/${screen}`, 'ar');
      await page.getByRole('button', { name: button }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog
        .getByRole('button', { name: /^(حفظ|إنشاء)/ })
        .last()
        .click();
      problems.push(...(await checkArabicScreen(page, `dialog/${file}`, 'laptop')));
      await adminScreenshot(page, `ar-laptop-${file}`, false);
    }
    await open(page, '/admin/contact', 'ar');
    await page.getByRole('button', { name: 'عرض تفاصيل رسالة ليلى حداد' }).first().click();
    await page.getByRole('dialog').waitFor();
    await adminScreenshot(page, 'ar-laptop-contact-dialog', false);
    await open(page, '/admin/content', 'ar');
    await page.getByRole('tab', { name: 'الوسائط' }).click();
    await page.getByText('ملفات الوسائط').first().waitFor();
    problems.push(...(await checkArabicScreen(page, 'content-media-tab', 'laptop')));
    await adminScreenshot(page, 'ar-laptop-content-media');
    await page.close();
    expect(problems).toEqual([]);
  });

  it('keeps English screenshots beside them for comparison', async () => {
    const page = await chromium.newPage('laptop');
    await signIn(page);
    for (const screen of SCREENS) {
      await open(page, `/admin/${screen}`, 'en' as Language);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const box = await page.getByRole('complementary').boundingBox();
      expect(box?.x, `${screen}: sidebar on the left`).toBe(0);
      await adminScreenshot(page, `en-laptop-${screen || 'dashboard'}`);
    }
    await page.close();
  });
});
