/**
 * What an editor must never meet in the admin panel, in English and Arabic: an edit refused as
 * stale right after the panel's own password reset of that user; a phone drawer whose language
 * toggle or Logout cannot be reached; a 'YouTube' link on a project card for a link that is not
 * a YouTube video (the public page's 11-character id rule decides).
 */
import { API, type Language, type Project, type User } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, createAdmin, open, toast, unique, useSignedInPage } from './admin-support.ts';

const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

let page: Page;
useSignedInPage((opened) => {
  page = opened;
});

let token = '';
beforeAll(async () => {
  token = await apiToken();
});

describe('reset password, then edit the same user', () => {
  let user: User | undefined;
  afterAll(async () => {
    if (user) await api(token, 'DELETE', API.user(user.id));
  });

  it('saves the edit without a reload (the screen holds the revision the reset made)', async () => {
    const username = unique('reset-edit').slice(0, 30);
    user = await createAdmin(token, username, 'first-pass-1');

    await open(page, '/admin/users', 'en');
    const row = page.locator(`[data-testid="user-row"][data-username="${username}"]`);
    await row.getByRole('button', { name: `Reset the password of ${username}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset Password for ${username}` });
    await reset.getByLabel('New Password').fill('second-pass-2');
    await reset.getByLabel('Confirm Password').fill('second-pass-2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password reset successfully');
    await reset.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Email').fill(`${username}@example.org`);
    await edit.getByRole('button', { name: 'Update User' }).click();
    await toast(page, 'User updated successfully');
    await edit.waitFor({ state: 'detached' });
    await row.getByText(`${username}@example.org`).waitFor();

    const stored = await api<User[]>(token, 'GET', API.users);
    expect(stored.body.find((item) => item.id === user?.id)?.email).toBe(`${username}@example.org`);
  });
});

describe('the phone drawer', () => {
  const sizes = [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ] as const;
  const texts = {
    en: { open: 'Open admin menu', logout: 'Logout' },
    ar: { open: 'فتح قائمة الإدارة', logout: 'تسجيل الخروج' },
  } as const;

  /** True when the element is inside the viewport and is what a tap at its centre reaches. */
  const reachable = (element: Element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const hit = document.elementFromPoint(x, y);
    return inside && hit !== null && element.contains(hit);
  };

  for (const size of sizes) {
    it.each(LANGUAGES)(
      `keeps Logout and the language toggle in sight, and every link within reach (%s, ${size.width}×${size.height})`,
      async (language) => {
        await page.setViewportSize(size);
        await open(page, '/admin', language);
        await page.getByRole('button', { name: texts[language].open }).click();
        const drawer = page.locator('aside');
        const logout = drawer.getByRole('button', { name: texts[language].logout });
        const toggle = drawer.locator('[role="group"]').filter({ has: page.locator('button[aria-pressed]') });
        await logout.waitFor();
        // In sight as the drawer opens, without scrolling it.
        expect(await logout.evaluate(reachable)).toBe(true);
        expect(await toggle.evaluate(reachable)).toBe(true);
        // The links scroll beneath the footer: the last one is reachable too.
        const last = drawer.getByRole('navigation').getByRole('link').last();
        await last.scrollIntoViewIfNeeded();
        await drawer.evaluate((aside) => {
          for (const scroller of aside.querySelectorAll('*'))
            if (scroller.scrollHeight > scroller.clientHeight) scroller.scrollTop = scroller.scrollHeight;
        });
        expect(await last.evaluate(reachable)).toBe(true);
        // Logout and the toggle stay in sight there too.
        expect(await logout.evaluate(reachable)).toBe(true);
        expect(await toggle.evaluate(reachable)).toBe(true);
      },
    );
  }

  afterAll(async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('project card video link', () => {
  const own: string[] = [];
  afterAll(async () => {
    for (const id of own) await api(token, 'DELETE', API.project(id));
  });

  async function createProject(language: Language, title: string, youtubeUrl: string): Promise<Project> {
    const res = await api<Project>(token, 'POST', API.projects, {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      language,
      description: `${title}: the long description.`,
      briefDescription: `${title}: the brief description.`,
      category: 'E2E',
      status: 'active',
      sortOrder: 0,
      features: [],
      advantages: [],
      useCases: [],
      youtubeUrl,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    own.push(res.body.id);
    return res.body;
  }

  it.each(LANGUAGES)('shows YouTube only for a link with an 11-character video id (%s)', async (language) => {
    const notVideo = await createProject(language, unique('not-a-video'), 'https://example.com/not-a-video');
    const shortId = await createProject(language, unique('short-id'), 'https://www.youtube.com/watch?v=abc');
    const video = await createProject(language, unique('video'), 'https://youtu.be/dQw4w9WgXcQ');
    const label = language === 'ar' ? 'يوتيوب' : 'YouTube';

    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/admin/projects', language);
    const card = (project: Project) =>
      page.locator('[data-testid="project-card"]').filter({ hasText: project.title });
    await card(video).waitFor();
    expect(await card(notVideo).getByRole('link', { name: label }).count()).toBe(0);
    expect(await card(shortId).getByRole('link', { name: label }).count()).toBe(0);
    expect(await card(video).getByRole('link', { name: label }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
