/**
 * Shared steps of the public site's end-to-end tests (web/e2e/public-*.e2e.test.ts): the stack's
 * address, API calls for reading what the site should show and for arranging data of their own
 * (the admin tests share the stack and may change the seeded content), opening pages in a
 * language, keeping YouTube off the network, and screenshots under web/test-results/e2e/.
 */
import {
  API,
  FORM_TOKEN_MIN_AGE_MS,
  solveChallenge,
  type ContentItem,
  type HeroData,
  type Language,
  type Project,
} from '@rawi/proto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { jsonClient, type Reply } from '../../services/kit/src/testing/http.ts';
import {
  dictionaries,
  translate,
  type PublicTranslationKey,
  type TranslationValues,
} from '../src/i18n/index.ts';
import { extractYouTubeId } from '../src/lib/youtube.ts';
import {
  launchChromium,
  RESULTS_DIR,
  revealWholePage,
  screenshot,
  settle,
  type ChromiumSession,
} from './support.ts';

export const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

export function baseUrl(): string {
  const url = process.env.RAWI_E2E_URL;
  if (!url)
    throw new Error(
      'RAWI_E2E_URL is not set: run through the e2e vitest project (its global setup starts the stack)',
    );
  return url;
}

/** The public site's text for a key, as the visitor sees it in that language. */
export function say(language: Language, key: PublicTranslationKey, values?: TranslationValues): string {
  return translate(dictionaries[language], key, values, language);
}

/** A run-unique, slug-safe name, so tests sharing the stack find their own data. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A JSON call through the gateway (the address read at each call), its reply checked against the route table. */
const gateway = jsonClient(baseUrl);

export function callApi<T>(
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Reply<T>> {
  return gateway<T>(method, path, { body, ...(token ? { token } : {}) });
}

/**
 * What the contact form adds to a message sent through the API: a form token, held for as long
 * as the service's fill-time rule asks (as a person typing would), and its puzzle's solution.
 */
export async function contactFormProof(): Promise<{ formToken: string; proof?: string }> {
  const { token } = (await callApi<{ token: string }>('GET', API.contactToken)).body;
  await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_MIN_AGE_MS + 250));
  const proof = await solveChallenge(token);
  return { formToken: token, ...(proof ? { proof } : {}) };
}

/** Signs in through the API with the admin the global setup created; returns the token. */
export async function adminToken(): Promise<string> {
  const res = await callApi<{ token: string }>('POST', API.login, {
    body: { username: process.env.RAWI_E2E_ADMIN_USERNAME, password: process.env.RAWI_E2E_ADMIN_PASSWORD },
  });
  expect(res.status, 'admin sign-in').toBe(200);
  return res.body.token;
}

/** The projects a visitor is served in a language, in the order the site shows them. */
export async function publicProjects(language: Language): Promise<Project[]> {
  const res = await callApi<Project[]>('GET', API.projectsFor(language));
  expect(res.status).toBe(200);
  return res.body;
}

/** A content section as the site reads it (undefined when it was never saved). */
export async function readContent<T>(section: string, language: Language): Promise<T | undefined> {
  const res = await callApi<ContentItem>('GET', API.content(section, language));
  if (res.status === 404) return undefined;
  expect(res.status).toBe(200);
  return res.body.data as T;
}

export async function saveContent(
  token: string,
  section: string,
  language: Language,
  data: unknown,
): Promise<void> {
  const res = await callApi('POST', API.contentSave, { token, body: { section, language, data } });
  expect(res.status, `saving ${section}/${language}`).toBe(200);
}

export type ProjectFields = Partial<Omit<Project, 'id' | 'createdAt' | 'updatedAt'>> &
  Pick<Project, 'title' | 'slug'>;

/** Projects a test file creates through the API and deletes when it is done. */
export class OwnProjects {
  private readonly ids: string[] = [];
  private readonly token: string;
  constructor(token: string) {
    this.token = token;
  }

  async create(fields: ProjectFields): Promise<Project> {
    const res = await callApi<Project>('POST', API.projects, {
      token: this.token,
      body: {
        language: 'en',
        description: `${fields.title}: the long description.`,
        briefDescription: `${fields.title}: the brief description.`,
        category: 'E2E',
        status: 'active',
        sortOrder: 0,
        features: [],
        advantages: [],
        useCases: [],
        ...fields,
      },
    });
    expect(res.status, `creating ${fields.slug}`).toBe(201);
    this.ids.push(res.body.id);
    return res.body;
  }

  async deleteAll(): Promise<void> {
    for (const id of this.ids.splice(0)) await callApi('DELETE', API.project(id), { token: this.token });
  }
}

/** Opens a public path in a language (?lang= is what the hreflang links use) and lets it settle. */
export async function visit(page: Page, path: string, language: Language): Promise<Response | null> {
  const url = new URL(path, baseUrl());
  url.searchParams.set('lang', language);
  const response = await page.goto(url.href);
  await settle(page);
  return response;
}

/**
 * Keeps the YouTube player off the network: every request to a YouTube host is aborted and
 * its address recorded in the returned list.
 */
export async function blockYouTube(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    /^https?:\/\/([a-z0-9-]+\.)*(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com)\//i,
    async (route) => {
      blocked.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return blocked;
}

/** Records requests that leave the stack (anything not on its host), whether or not they were blocked. */
export function requestsToOtherHosts(page: Page): string[] {
  const host = new URL(baseUrl()).host;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).host !== host) seen.push(url);
  });
  return seen;
}

/**
 * Waits until React has hydrated the element (its markup came from the server; a click before
 * hydration would do nothing): React keeps its fiber on every node it owns.
 */
export async function waitForHydration(part: Locator): Promise<void> {
  await part.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber'))
            ? resolve()
            : setTimeout(check, 20);
        check();
      }),
  );
}

export async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Keeps a screenshot under web/test-results/e2e/: by default of the whole page, scrolled
 * through first so entrance animations have run; with fullPage false, of what is in view.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await settle(page);
  if (fullPage) await revealWholePage(page);
  return screenshot(page, 'e2e', name, fullPage);
}

/** Keeps a screenshot of one part of the page under web/test-results/e2e/ (entrance animations switched off first). */
export async function keepPartScreenshot(part: Locator, name: string): Promise<string> {
  await part.page().emulateMedia({ reducedMotion: 'reduce' });
  await part.scrollIntoViewIfNeeded();
  const dir = join(RESULTS_DIR, 'e2e');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await part.screenshot({ path });
  return path;
}

/** Every text in a JSON value, for telling content from the site's own strings. */
export function textsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) textsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsIn(item, into);
  return into;
}

/** Every text the Arabic content and projects hold, as the API serves them. */
export async function arabicContentTexts(): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const section of ['hero', 'services', 'team', 'contact', 'about', 'footer'])
    textsIn(await readContent(section, 'ar'), texts);
  textsIn(await publicProjects('ar'), texts);
  return texts;
}

/**
 * Latin-script text a visitor meets on the page (text, alt, aria-label, title, placeholder,
 * the document title) that is neither marked as another language (lang="en" on the EN toggle)
 * nor part of the content the API serves: on an Arabic page that is English left untranslated.
 */
export async function latinTextsOutsideContent(page: Page, content: ReadonlySet<string>): Promise<string[]> {
  const found = await page.evaluate(() => {
    const latin = /[A-Za-z]{2,}/;
    const out: string[] = [];
    const markedOther = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? 'ar') !== 'ar';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !latin.test(text) || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility() || markedOther(parent)) continue;
      out.push(text);
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (markedOther(element)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value && latin.test(value)) out.push(value);
      }
    }
    if (latin.test(document.title)) out.push(document.title);
    return out;
  });
  // Longest first, so a title is taken out whole before any shorter text inside it.
  const contentTexts = [...content]
    .map((text) => text.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return found.filter((text) =>
    /[A-Za-z]{2,}/.test(contentTexts.reduce((rest, item) => rest.split(item).join(' '), text)),
  );
}

const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The hero texts the site should show for the saved hero content, or its translated defaults where it has none. */
export async function expectedHero(
  language: Language,
): Promise<{ badge: string; heading: string; subtitle: string; primaryCta: string; secondaryCta: string }> {
  const data = await readContent<HeroData>('hero', language);
  return {
    badge: filled(data?.badgeText) ?? filled(data?.badge) ?? say(language, 'hero.badge'),
    heading: filled(data?.heading) ?? say(language, 'hero.heading'),
    subtitle: filled(data?.subtitle) ?? say(language, 'hero.subtitle'),
    primaryCta: filled(data?.primaryCTA) ?? say(language, 'hero.primaryCta'),
    secondaryCta: filled(data?.secondaryCTA) ?? say(language, 'hero.secondaryCta'),
  };
}

/** Holds every request to an API path until the returned release() is called (for catching loading and sending states). */
export async function holdRequests(page: Page, pathname: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

export interface CardView {
  title: string;
  category: string;
  video: boolean;
  features: string[];
  moreFeatures: string | null;
  useCases: string[];
  href: string | null;
}

/** What each project card in `scope` shows, in order. */
export async function projectCards(scope: Locator, language: Language): Promise<CardView[]> {
  const useCasesLabel = say(language, 'projects.useCases');
  return scope.locator('article').evaluateAll(
    (articles, label) =>
      articles.map((article) => {
        const lists = [...article.querySelectorAll('ul')];
        const featureList = lists.find((list) => list.querySelector('li svg'));
        const tagList = lists.find((list) => list !== featureList);
        const more = featureList
          ? [...featureList.children].find((li) => !li.querySelector('svg'))
          : undefined;
        return {
          title: article.querySelector('h3')?.textContent ?? '',
          category: article.querySelector('div > span')?.textContent ?? '',
          video: article.querySelector('svg[role="img"]') !== null,
          features: featureList
            ? [...featureList.querySelectorAll('li svg + span')].map((span) => span.textContent ?? '')
            : [],
          moreFeatures: more?.textContent ?? null,
          useCases: tagList
            ? [...tagList.children].map((li) => li.textContent ?? '').filter((text) => text !== label)
            : [],
          href: article.querySelector('a')?.getAttribute('href') ?? null,
        };
      }),
    useCasesLabel,
  );
}

/**
 * A project card: at most `maxFeatures` features and '+N more features',
 * and, on the landing page, at most `maxUseCases` use cases and '+N'.
 */
export function expectedCard(
  project: Project,
  language: Language,
  maxFeatures: number,
  maxUseCases?: number,
): CardView {
  const features = project.features ?? [];
  const useCases = project.useCases ?? [];
  const moreUseCases =
    maxUseCases !== undefined && useCases.length > maxUseCases ? [`+${useCases.length - maxUseCases}`] : [];
  return {
    title: project.title,
    category: project.category,
    video: extractYouTubeId(project.youtubeUrl) !== null,
    features: features.slice(0, maxFeatures),
    moreFeatures:
      features.length > maxFeatures
        ? say(language, 'projects.moreFeatures', { count: features.length - maxFeatures })
        : null,
    useCases: maxUseCases === undefined ? [] : [...useCases.slice(0, maxUseCases), ...moreUseCases],
    href: `/projects/${encodeURIComponent(project.slug)}`,
  };
}

/**
 * One Chromium for the tests of the file (or describe block) this is called in: started before
 * them and closed after them.
 */
export function useChromium(): ChromiumSession {
  let session: ChromiumSession | undefined;
  beforeAll(async () => {
    session = await launchChromium();
  });
  afterAll(async () => {
    await session?.close();
  });
  const started = (): ChromiumSession => {
    if (!session) throw new Error('Chromium starts in beforeAll: use it inside the tests');
    return session;
  };
  return {
    get context() {
      return started().context;
    },
    newPage: (viewport) => started().newPage(viewport),
    close: () => started().close(),
  };
}
