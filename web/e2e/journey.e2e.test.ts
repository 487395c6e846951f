/**
 * A visitor's whole journey, started in English and in Arabic, with the browser watched for any
 * uncaught page error and any console error or warning along the way: the landing page, the
 * language toggle (pressed while the sections below the first screen still wait for their code,
 * as on a slow network), /projects, a project page and back, the contact form filled and sent,
 * an unknown address, and the admin sign-in. The server's markup must hydrate as it is at every
 * step: a page that React has to draw again logs an error.
 */
import { API, type ContactSubmission, type Language } from '@rawi/proto';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDictionaries } from '../src/i18n/adminDictionaries.ts';
import { translate } from '../src/i18n/index.ts';
import {
  adminToken,
  blockYouTube,
  callApi,
  documentLanguage,
  expectedHero,
  LANGUAGES,
  publicProjects,
  say,
  unique,
  visit,
  waitForHydration,
} from './public-support.ts';
import { adminCredentials } from './admin-support.ts';
import { launchChromium, settle, waitForApp, type ChromiumSession } from './support.ts';

const sessions: ChromiumSession[] = [];
const stored: string[] = [];
afterAll(async () => {
  if (stored.length > 0) {
    const token = await adminToken();
    for (const id of stored) await callApi('DELETE', API.submission(id), { token });
  }
  for (const session of sessions) await session.close();
});

const other = (language: Language): Language => (language === 'en' ? 'ar' : 'en');
const dirOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * Every uncaught error and every console error or warning the page reports, with the step it
 * came in. The one expected complaint is the browser's note on the unknown address's own 404.
 */
function watchForProblems(page: Page, step: { name: string }): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${step.name}: page error: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const expected404 =
      /Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
      new URL(message.location().url).pathname.startsWith('/journey-missing-');
    if (!expected404) problems.push(`${step.name}: console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** The section headings of the landing page's <main>, in order. */
const sectionHeadings = (page: Page) => page.locator('main h2').allTextContents();

/**
 * The lower sections' code answered a second late, so the toggle is pressed while the server's
 * markup of those sections still waits to be hydrated (their code loads at the visitor's first
 * click). Returns a function that serves scripts at once again.
 */
async function slowSectionCode(page: Page): Promise<() => Promise<void>> {
  const isScript = (url: URL) => url.pathname.endsWith('.js');
  await page.route(isScript, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  return () => page.unroute(isScript);
}

const LOWER_SECTIONS = ['services', 'team', 'projects', 'contact'];

/** Notes the lower sections' elements as the server drew them. */
async function keepDrawnSections(page: Page): Promise<void> {
  await page.evaluate((ids) => {
    (window as unknown as { drawn: (HTMLElement | null)[] }).drawn = ids.map((id) =>
      document.getElementById(id),
    );
  }, LOWER_SECTIONS);
}

/**
 * The lower sections that are no longer the elements the server drew: hydration keeps the
 * server's elements and changes them in place; a section React had to draw again is new.
 */
async function sectionsRedrawn(page: Page): Promise<string[]> {
  return page.evaluate(
    (ids) =>
      ids.filter(
        (id, index) =>
          document.getElementById(id) !==
          (window as unknown as { drawn: (HTMLElement | null)[] }).drawn[index],
      ),
    LOWER_SECTIONS,
  );
}

/** What a visitor arriving on the landing page in a language sees as its section headings. */
async function headingsOnArrival(chromium: ChromiumSession, language: Language): Promise<string[]> {
  const page = await chromium.newPage();
  await visit(page, '/', language);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await waitForHydration(page.locator('#contact form'));
  const headings = await sectionHeadings(page);
  await page.close();
  return headings;
}

describe('a visitor’s journey', () => {
  it.each(LANGUAGES)(
    'starts in %s, switches language and goes through the site without an error in the browser',
    async (start) => {
      const language = other(start);
      const chromium = await launchChromium();
      sessions.push(chromium);
      const expectedHeadings = await headingsOnArrival(chromium, language);
      const page = await chromium.newPage();
      await blockYouTube(page);
      const step = { name: `landing (${start})` };
      const problems = watchForProblems(page, step);

      // Landing page, as the server drew it in the first language.
      await visit(page, '/', start);
      expect(await documentLanguage(page)).toEqual({ lang: start, dir: dirOf(start) });
      await page.getByRole('heading', { level: 1, name: (await expectedHero(start)).heading }).waitFor();

      // The toggle, pressed before the sections below have their code.
      step.name = `toggle ${start} → ${language}`;
      const serveScripts = await slowSectionCode(page);
      await keepDrawnSections(page);
      await page
        .locator('header')
        .getByRole('group', { name: say(start, 'language.label') })
        .getByRole('button', { name: say(start, `language.${language}`) })
        .click();
      await expect
        .poll(() => documentLanguage(page), { timeout: 15_000 })
        .toEqual({
          lang: language,
          dir: dirOf(language),
        });
      await page.getByRole('heading', { level: 1, name: (await expectedHero(language)).heading }).waitFor();
      await serveScripts();
      // Every section now reads as it does for a visitor who arrived in that language, in the
      // elements the server drew.
      await expect.poll(() => sectionHeadings(page), { timeout: 15_000 }).toEqual(expectedHeadings);
      expect(problems).toEqual([]);
      expect(await sectionsRedrawn(page), 'sections whose server markup React threw away').toEqual([]);

      // /projects, from the landing page's projects section.
      step.name = `/projects (${language})`;
      const nav = page.locator('header').getByRole('navigation', { name: say(language, 'nav.label') });
      await page
        .locator('#projects')
        .getByRole('link', { name: say(language, 'projects.viewAll') })
        .click();
      await page.waitForURL((url) => url.pathname === '/projects');
      await page.getByRole('heading', { level: 1, name: say(language, 'projectsPage.heading') }).waitFor();

      // A project page, and back.
      const [project] = await publicProjects(language);
      expect(project, `no ${language} project to open`).toBeDefined();
      step.name = `project ${project!.slug} (${language})`;
      await page
        .locator('main article')
        .filter({ hasText: project!.title })
        .first()
        .getByRole('link', { name: say(language, 'projects.viewDetails') })
        .click();
      await page.waitForURL((url) => url.pathname === `/projects/${encodeURIComponent(project!.slug)}`);
      await page.getByRole('heading', { level: 1, name: project!.title }).waitFor();
      step.name = `back to /projects (${language})`;
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/projects');
      await page.getByRole('heading', { level: 1, name: say(language, 'projectsPage.heading') }).waitFor();
      step.name = `back to the landing page (${language})`;
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: (await expectedHero(language)).heading }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: language, dir: dirOf(language) });

      // The contact form, filled and sent (it holds its token as long as a person typing would).
      step.name = `contact form (${language})`;
      await nav.getByRole('link', { name: say(language, 'nav.contact'), exact: true }).click();
      const form = page.locator('#contact').getByRole('form', { name: say(language, 'contact.form.title') });
      await form.waitFor();
      await waitForHydration(form);
      const email = `${unique('journey')}@example.sa`;
      await form
        .getByLabel(say(language, 'contact.form.name'))
        .fill(language === 'ar' ? 'ليلى العتيبي' : 'Layla Otaibi');
      await form.getByLabel(say(language, 'contact.form.email')).fill(email);
      await form
        .getByLabel(say(language, 'contact.form.message'))
        .fill(
          language === 'ar'
            ? 'نود ترتيب اجتماع لمناقشة مشروع تجريبي.'
            : 'We would like a meeting about a pilot project.',
        );
      await form.getByRole('button', { name: say(language, 'contact.form.submit') }).click();
      await page
        .getByRole('region', { name: /Notifications|الإشعارات/ })
        .locator('li', { hasText: say(language, 'contact.sent.title') })
        .waitFor({ timeout: 20_000 });
      const list = await callApi<ContactSubmission[]>('GET', API.submissions, { token: await adminToken() });
      const submission = list.body.find((item) => item.email === email);
      expect(submission, `no submission from ${email}`).toBeDefined();
      stored.push(submission!.id);

      // An unknown address: a new document, drawn by the server in the chosen language.
      step.name = `404 (${language})`;
      const missing = await page.goto(new URL(`/${unique('journey-missing')}`, page.url()).href);
      await settle(page);
      expect(missing?.status()).toBe(404);
      expect(await documentLanguage(page)).toEqual({ lang: language, dir: dirOf(language) });
      await page.getByRole('heading', { level: 1, name: say(language, 'notFound.title') }).waitFor();
      step.name = `back from the 404 (${language})`;
      await page.goBack();
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: (await expectedHero(language)).heading }).waitFor();

      // The admin sign-in, from the site's Admin link.
      step.name = `admin sign-in (${language})`;
      const { username, password } = adminCredentials();
      const admin = (key: string) => translate(adminDictionaries[language], key, { username }, language);
      await page
        .getByRole('link', { name: say(language, 'nav.admin'), exact: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await page.getByLabel(admin('admin.login.username')).fill(username);
      await page.getByLabel(admin('admin.login.password')).fill(password);
      await page.getByRole('button', { name: admin('admin.login.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { name: admin('admin.dashboard.welcome') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: language, dir: dirOf(language) });
      await settle(page);

      expect(problems).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
