/**
 * Addresses that keep working, in Chromium against the whole stack (gateway, services, web
 * server): a project's address opened in the other language shows the project in its own, and
 * the toggle goes straight to the counterpart; a renamed project's old addresses answer 301 to
 * its current one in both languages (chains collapse, changing back never loops, a deletion
 * answers 410); an editor's redirect, added by hand and by CSV, works and the Redirects screen
 * counts its visits.
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Language, type Project, type Redirect } from '@rawi/proto';
import { confirm, open, toast, useSignedInPage } from './admin-support.ts';
import { adminToken, baseUrl, callApi, documentLanguage, OwnProjects, say } from './public-support.ts';
import { launchChromium, settle, waitForApp, type ChromiumSession } from './support.ts';

let token: string;
let own: OwnProjects;
/** Digits go with either script: a run-unique Arabic slug. */
const runDigits = `${Date.now()}`.slice(-7);
const tag = `r${Date.now().toString(36)}`;

beforeAll(async () => {
  token = await adminToken();
  own = new OwnProjects(token);
});
afterAll(async () => {
  await own.deleteAll();
});

/** The site's answer to an address, redirects not followed (as a crawler first sees it). */
async function answer(path: string, language?: Language) {
  const res = await fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    headers: language ? { cookie: `rawi-language=${language}` } : {},
  });
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get('location') };
}

const address = (slug: string) => `/projects/${encodeURIComponent(slug)}`;

/** Saves the project with a new slug through the API, as the project dialog does. */
async function rename(project: Project, slug: string): Promise<Project> {
  const { id, createdAt, updatedAt, revision, translations, ...fields } = project;
  void [createdAt, updatedAt, revision, translations];
  const res = await callApi<Project>('PUT', API.project(id), { token, body: { ...fields, slug } });
  expect(res.status, `renaming ${project.slug} to ${slug}`).toBe(200);
  return res.body;
}

/** A Chromium profile of its own whose stored language is `language` (none: a first visit). */
async function visitorPreferring(
  language: Language | undefined,
): Promise<{ chromium: ChromiumSession; page: Page }> {
  const chromium = await launchChromium();
  const page = await chromium.newPage();
  if (language) await open(page, '/', language);
  return { chromium, page };
}

describe("a project's address names its language", () => {
  let english: Project;
  let arabic: Project;
  beforeAll(async () => {
    const key = `${tag}-pair`;
    english = await own.create({ title: `Pair ${tag}`, slug: key, language: 'en', translationKey: key });
    arabic = await own.create({
      title: 'مشروع الزوج التجريبي',
      slug: `زوج-تجريبي-${runDigits}`,
      language: 'ar',
      translationKey: key,
    });
  });

  it.each([
    ['a visitor whose stored language is English', 'en'],
    ['a first visit', undefined],
  ] as const)(
    "shows the Arabic project in Arabic to %s, and the toggle goes straight to the counterpart's address",
    async (_who, stored) => {
      const { chromium, page } = await visitorPreferring(stored);
      try {
        const notFound: string[] = [];
        page.on('response', (response: Response) => {
          if (response.status() === 404) notFound.push(response.url());
        });
        const reply = await page.goto(`${baseUrl()}${address(arabic.slug)}`);
        expect(reply?.status()).toBe(200);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: arabic.title }).waitFor();
        expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
        expect(await page.evaluate(() => window.localStorage.getItem('rawi-language'))).toBe('ar');

        await page.getByRole('button', { name: 'EN', exact: true }).first().click();
        await page.waitForURL((url) => url.pathname === address(english.slug));
        await page.getByRole('heading', { level: 1, name: english.title }).waitFor();
        expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
        await settle(page);
        expect(notFound).toEqual([]);
      } finally {
        await chromium.close();
      }
    },
  );

  it('shows the English project in English to a visitor whose stored language is Arabic', async () => {
    const { chromium, page } = await visitorPreferring('ar');
    try {
      const reply = await page.goto(`${baseUrl()}${address(english.slug)}`);
      expect(reply?.status()).toBe(200);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: english.title }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      await page
        .getByRole('button', { name: say('en', 'language.ar'), exact: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === address(arabic.slug));
      await page.getByRole('heading', { level: 1, name: arabic.title }).waitFor();
    } finally {
      await chromium.close();
    }
  });
});

describe.each([
  ['en', (n: string) => `${tag}-${n}`],
  ['ar', (n: string) => `${n}-${runDigits}`],
] as const)('a renamed project in %s', (language, slugOf) => {
  const [a, b, c] =
    language === 'en'
      ? [slugOf('a'), slugOf('b'), slugOf('c')]
      : [slugOf('أول'), slugOf('ثان'), slugOf('ثالث')];
  const moved = (slug: string) => `${address(slug)}?lang=${language}`;

  it('answers 301 from each old address straight to the current one, never loops, and 410 once deleted', async () => {
    let project = await own.create({ title: `Renamed ${language} ${tag}`, slug: a, language });
    project = await rename(project, b);
    expect(await answer(address(a))).toEqual({ status: 301, location: moved(b) });

    project = await rename(project, c);
    expect(await answer(address(a))).toEqual({ status: 301, location: moved(c) });
    expect(await answer(address(b))).toEqual({ status: 301, location: moved(c) });

    project = await rename(project, a);
    expect((await answer(address(a))).status).toBe(200);
    expect(await answer(address(b))).toEqual({ status: 301, location: moved(a) });
    expect(await answer(address(c))).toEqual({ status: 301, location: moved(a) });

    // A visitor following an old address lands on the project, in its language.
    const chromium = await launchChromium();
    try {
      const page = await chromium.newPage();
      await page.goto(`${baseUrl()}${address(c)}`);
      await waitForApp(page);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/projects/${a}`);
      await page.getByRole('heading', { level: 1, name: project.title }).waitFor();
      expect((await documentLanguage(page)).lang).toBe(language);
    } finally {
      await chromium.close();
    }

    // The sitemap lists the final address only.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${address(a)}?lang=${language}`);
    for (const old of [b, c]) expect(sitemap).not.toContain(address(old));

    expect((await callApi('DELETE', API.project(project.id), { token })).status).toBe(204);
    for (const old of [a, b, c]) {
      const gone = await fetch(`${baseUrl()}${address(old)}`, { redirect: 'manual' });
      expect(gone.status, old).toBe(410);
      // No cookie: the visitor's language is English, and so is the page that says so.
      expect(await gone.text()).toContain(`<title>${say('en', 'seo.projectNotFound.title')}</title>`);
    }
  });
});

describe('the Redirects screen', () => {
  let page: Page;
  useSignedInPage((opened) => {
    page = opened;
  });

  const row = (from: string) => page.getByTestId('redirect-row').and(page.locator(`[data-from="${from}"]`));

  it('adds a redirect by hand, follows it, and counts its visits', async () => {
    const from = `/old-${tag}-page`;
    await open(page, '/admin/redirects', 'en');
    await page.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();
    await page.getByRole('button', { name: 'Add Redirect' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
    await dialog.getByLabel('Old address').fill('no-slash');
    await dialog.getByLabel('New address').fill('/projects');
    await dialog.getByRole('button', { name: 'Add Redirect' }).click();
    await dialog.getByText('Enter a path on this site that starts with /, such as /old-page').waitFor();
    await dialog.getByLabel('Old address').fill(`https://old.example.com${from}/`);
    await dialog.getByRole('button', { name: 'Add Redirect' }).click();
    await toast(page, 'Redirect added');
    await row(from).waitFor();
    expect(await row(from).getByTestId('redirect-hits').textContent()).toBe('0');

    expect(await answer(from)).toEqual({ status: 301, location: '/projects?lang=en' });
    const visitor = await page.context().newPage();
    await visitor.goto(`${baseUrl()}${from}`);
    await visitor.waitForURL((url) => url.pathname === '/projects');
    await visitor.close();

    await expect
      .poll(
        async () => {
          await open(page, '/admin/redirects', 'en');
          await row(from).waitFor();
          return row(from).getByTestId('redirect-hits').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('2');
    expect(await row(from).textContent()).not.toContain('Never');
  });

  it('imports a CSV: a bad line imports nothing and is named, then every line works', async () => {
    await open(page, '/admin/redirects', 'ar');
    await page.getByRole('heading', { level: 1, name: 'إعادة التوجيه' }).waitFor();
    await page.getByRole('button', { name: 'استيراد ملف CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'استيراد عمليات إعادة التوجيه' });
    const lines = [`from,to,language`, `/csv-${tag}-one,/,ar`, `/csv-${tag}-two,/projects,en`];
    await dialog.getByLabel('أو الصق الأسطر').fill([...lines, 'not-a-path,/,en'].join('\n'));
    await dialog.getByRole('button', { name: 'استيراد', exact: true }).click();
    await dialog
      .getByTestId('import-problems')
      .getByText('السطر 4: أدخل مساراً في هذا الموقع يبدأ بـ /، مثل /old-page')
      .waitFor();
    expect((await answer(`/csv-${tag}-one`)).status).toBe(404);

    await dialog.getByLabel('أو الصق الأسطر').fill(lines.join('\n'));
    await dialog.getByRole('button', { name: 'استيراد', exact: true }).click();
    await toast(page, 'تم استيراد 2 من عمليات إعادة التوجيه');
    await row(`/csv-${tag}-one`).waitFor();
    expect(await answer(`/csv-${tag}-one`)).toEqual({ status: 301, location: '/?lang=ar' });
    expect(await answer(`/csv-${tag}-two`)).toEqual({ status: 301, location: '/projects?lang=en' });

    // Deleting one: its old address answers 404 again.
    await row(`/csv-${tag}-two`)
      .getByRole('button', { name: `حذف إعادة التوجيه من /csv-${tag}-two` })
      .click();
    await confirm(page, `/csv-${tag}-two`, 'حذف');
    await toast(page, 'تم حذف إعادة التوجيه');
    expect((await answer(`/csv-${tag}-two`)).status).toBe(404);
    const listed = await callApi<Redirect[]>('GET', '/api/projects/redirects', { token });
    expect(listed.body.map((r) => r.from)).toContain(`/csv-${tag}-one`);
  });

  it('lists a renamed project’s old address with the visits it sent on', async () => {
    const project = await own.create({ title: `Listed ${tag}`, slug: `${tag}-listed-old`, language: 'en' });
    await rename(project, `${tag}-listed-new`);
    expect((await answer(`/projects/${tag}-listed-old`)).status).toBe(301);
    await expect
      .poll(
        async () => {
          await open(page, '/admin/redirects', 'en');
          const found = row(`/projects/${tag}-listed-old`);
          await found.waitFor();
          return [await found.getByTestId('redirect-hits').textContent(), await found.textContent()];
        },
        { timeout: 15_000 },
      )
      .toEqual(['1', expect.stringContaining('Address change')]);
  });
});
