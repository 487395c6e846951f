/**
 * What an editor sees of a few admin controls, in English and Arabic, on a laptop and a phone:
 * the project dialog's 'Make from title' is a button level with the slug field at its end (the
 * left in Arabic) and fills the slug; the users table keeps a username whole (a long one cut
 * with an ellipsis, its full name as the title) and the last sign-in on one line.
 */
import type { Language, User } from '@rawi/proto';
import { API } from '@rawi/proto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScreenshot, api, apiToken, open, useSignedInPage } from './admin-support.ts';

let page: Page;
useSignedInPage((opened) => {
  page = opened;
});

const SCREENS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
} as const;
const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];
const CASES = Object.entries(SCREENS).flatMap(([screen, viewport]) =>
  LANGUAGES.map((language) => ({ screen, viewport, language })),
);

async function boxOf(part: Locator) {
  const box = await part.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

/** How many lines a text is drawn on (bidi runs of one line share its top). */
const linesOf = (part: Locator) =>
  part.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

describe("the project dialog's 'Make from title'", () => {
  it.each(CASES)(
    'is a button at the end of the slug field that fills it ($screen, $language)',
    async ({ screen, viewport, language }) => {
      const ar = language === 'ar';
      await page.setViewportSize(viewport);
      await open(page, '/admin/projects', language);
      await page
        .getByRole('button', { name: ar ? 'إنشاء مشروع جديد' : 'Create New Project' })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: ar ? 'إنشاء مشروع جديد' : 'Create New Project' });
      const slug = dialog.getByLabel(ar ? 'المعرّف النصي' : 'Slug', { exact: true });
      const make = dialog.getByRole('button', { name: ar ? 'إنشاء من العنوان' : 'Make from title' });
      expect(await make.isDisabled()).toBe(true);
      await dialog.getByLabel(ar ? 'العنوان' : 'Title', { exact: true }).fill('Arabic Speech Studio 2');
      expect(await make.isDisabled()).toBe(false);

      const field = await boxOf(slug);
      const button = await boxOf(make);
      // Level with the input, the same height, beside it at the end of its line.
      expect(Math.abs(button.y - field.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(button.height - field.height)).toBeLessThanOrEqual(1);
      if (ar) expect(button.x + button.width).toBeLessThanOrEqual(field.x);
      else expect(button.x).toBeGreaterThanOrEqual(field.x + field.width);
      // A bordered button, not bare text.
      expect(await make.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');

      await make.click();
      expect(await slug.inputValue()).toBe('arabic-speech-studio-2');
      await make.focus();
      await adminScreenshot(page, `project-slug-button-${screen}-${language}`, false);
      await dialog.getByRole('button', { name: ar ? 'إلغاء' : 'Cancel' }).click();
    },
  );
});

describe('the users table', () => {
  let token: string;
  const made: User[] = [];
  // Two signed-in users: a name of ordinary length and one longer than the column.
  const names = ['mohammed_alqahtani_reviewer', 'abdulrahman_bin_abdulaziz_al_saud_content_editor'];
  beforeAll(async () => {
    token = await apiToken();
    for (const name of names) {
      const username = `${name.slice(0, 44)}${Date.now().toString(36).slice(-5)}`;
      const created = await api<User>(token, 'POST', API.users, {
        username,
        email: `${username}@example.com`,
        password: 'editor-pass-1',
        role: 'admin',
      });
      expect(created.status).toBe(201);
      made.push(created.body);
      // Signed in once, so the table has a last sign-in to show.
      await apiToken({ username, password: 'editor-pass-1' });
    }
  });
  afterAll(async () => {
    for (const user of made) await api(token, 'DELETE', API.user(user.id));
  });

  it.each(CASES)(
    'keeps names and e-mails whole, the last sign-in on one line, every column in view ($screen, $language)',
    async ({ screen, viewport, language }) => {
      const ar = language === 'ar';
      await page.setViewportSize(viewport);
      await open(page, '/admin/users', language);
      for (const user of made) {
        const row = page.locator(`[data-testid="user-row"][data-username="${user.username}"]`);
        await row.waitFor();
        const name = row.locator('td').first().locator('strong');
        expect(await linesOf(name)).toBe(1);
        expect(await name.locator('..').getAttribute('title')).toBe(user.username);
        // The long one is cut (with its ellipsis), not run over the next column.
        if (user === made[1])
          expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        const email = row.locator('td').nth(1).locator('bdi');
        expect(await linesOf(email)).toBe(1);
        expect(await email.locator('..').getAttribute('title')).toBe(user.email);
        const lastLogin = row.locator('td').nth(5).locator('span');
        expect(await linesOf(lastLogin)).toBe(1);
        // Inside its cell, cut with an ellipsis when longer.
        const cell = await boxOf(row.locator('td').first());
        const shown = await boxOf(name);
        expect(shown.x).toBeGreaterThanOrEqual(cell.x);
        expect(shown.x + shown.width).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      // Every column in view, the actions included: the table does not scroll sideways.
      const table = page.getByRole('region', { name: ar ? 'إدارة المستخدمين' : 'User Management' });
      expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
      await adminScreenshot(page, `users-table-${screen}-${language}`, false);
    },
  );
});
