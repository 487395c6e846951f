/**
 * The admin screens staff open most, drawn on the server for the signed-in admin: the page
 * carries the screen with its data in the first byte when the request has the admin's session,
 * is never cached, hydrates in Chromium without a console error in either language, and is left
 * to the browser for anyone without a session or with another admin's stored session.
 */
import { pathOf, type Language, type Project } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDictionaries } from '../src/i18n/adminDictionaries.ts';
import { api, apiToken, baseUrl, useSignedInPage } from './admin-support.ts';
import { waitForApp } from './support.ts';

const SCREENS = [
  { path: '/admin', title: 'admin.dashboard.subtitle' },
  { path: '/admin/projects', title: 'admin.projects.title' },
  { path: '/admin/content', title: 'admin.content.title' },
] as const;

const LANGUAGES = ['en', 'ar'] as const satisfies Language[];

const say = (language: Language, key: (typeof SCREENS)[number]['title']) => adminDictionaries[language][key];

/** Console errors and warnings of a page and its uncaught errors, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The session cookie the browser keeps since signing in. */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'rawi_session');
  if (!cookie) throw new Error('no session cookie after signing in');
  return `${cookie.name}=${cookie.value}`;
}

describe('admin screens drawn on the server', () => {
  let page: Page;
  useSignedInPage((opened) => {
    page = opened;
  });
  let projects: Project[];
  beforeAll(async () => {
    const token = await apiToken();
    projects = (await api<Project[]>(token, 'GET', pathOf('GET /api/projects', {}, { language: 'en' }))).body;
  });

  it("carry the screen and its data in the first byte for the session's admin, and are never cached", async () => {
    const cookie = await sessionCookie(page);
    for (const language of LANGUAGES)
      for (const { path, title } of SCREENS) {
        const res = await fetch(`${baseUrl()}${path}?lang=${language}`, { headers: { cookie } });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const html = await res.text();
        expect(html, `${path} ${language}`).toContain('<div id="root"><');
        expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(html).toContain(say(language, title));
      }
    // The projects screen lists the admin's projects, drafts too, from the first byte.
    const html = await (await fetch(`${baseUrl()}/admin/projects?lang=en`, { headers: { cookie } })).text();
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects.slice(0, 3)) expect(html).toContain(project.title);
  });

  it('are left to the browser without a session, or with one that is not valid', async () => {
    for (const headers of [{}, { cookie: 'rawi_session=not-a-token' }] as Record<string, string>[]) {
      const html = await (await fetch(`${baseUrl()}/admin/projects`, { headers })).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="rawi-state"');
    }
  });

  it.each(LANGUAGES)('hydrate in %s without a console error, and answer a click', async (language) => {
    for (const { path, title } of SCREENS) {
      const problems = problemsOf(page);
      const response = await page.goto(`${baseUrl()}${path}?lang=${language}`);
      expect(await response?.text()).toContain('<div id="root"><');
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await page.getByText(say(language, title), { exact: true }).first().waitFor();
      expect(problems, `${path} in ${language}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    // Hydrated: the sidebar's language toggle answers.
    const other = language === 'en' ? 'ar' : 'en';
    await page.locator(`aside button[lang="${other}"]`).first().click();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
  });

  it("are drawn afresh, without an error, for a browser whose stored session is another admin's", async () => {
    await page.goto(`${baseUrl()}/admin?lang=en`);
    await waitForApp(page);
    const stored = await page.evaluate(() => window.localStorage.getItem('rawi-user'));
    await page.evaluate(
      (user) =>
        window.localStorage.setItem(
          'rawi-user',
          JSON.stringify({ ...JSON.parse(user), username: 'someone-else' }),
        ),
      stored ?? '{}',
    );
    try {
      const problems = problemsOf(page);
      await page.goto(`${baseUrl()}/admin/projects?lang=en`);
      await waitForApp(page);
      await page.getByText(say('en', 'admin.projects.title'), { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await page.evaluate((user) => user && window.localStorage.setItem('rawi-user', user), stored);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
});
