/**
 * What the web container's server knows of a page before the app runs in the browser: the
 * visitor's language (?lang=, else the `rawi-language` cookie the app mirrors from its storage,
 * else English), the status (404 for an unknown path, and for a project slug the public API does
 * not show), and the page's head (title, description, canonical, hreflang, Open Graph, Twitter
 * card, Organization JSON-LD on '/'), written into index.html with `<html lang dir>`, so a
 * crawler, a link preview and the first byte are right in both languages.
 */
import {
  API,
  CONTENT_SECTIONS,
  DEFAULT_IMAGES,
  LANGUAGES,
  responsiveSources,
  type ContentItem,
  type HeroData,
  type Language,
  type Project,
} from '@rawi/proto';
import { homeHead, notFoundHead, projectHead, projectsHead, type PageHead } from '../src/app/pageHeads.ts';
import { isKnownRoute, PATHS } from '../src/app/paths.ts';
import { dictionaries, translate } from '../src/i18n/index.ts';
import { FORM_TOKEN_PLACEHOLDER } from '../src/pages/landing/contact/formState.ts';
import { escapeHtml, headHtml } from '../src/lib/documentHead.ts';
import { BOOTSTRAP_ID } from './languageAssets.ts';

export const LANGUAGE_COOKIE = 'rawi-language';

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** ?lang= chooses explicitly (and is remembered); otherwise the cookie; otherwise English. */
export function requestLanguage(
  queryLanguage: string | undefined,
  cookieLanguage: string | undefined,
): { language: Language; explicit: boolean } {
  if (isLanguage(queryLanguage)) return { language: queryLanguage, explicit: true };
  return { language: isLanguage(cookieLanguage) ? cookieLanguage : 'en', explicit: false };
}

/** Reads the public API (through the gateway, whose cache events keep fresh). */
export interface PublicApi {
  projectBySlug(slug: string, language: Language): Promise<Project | undefined>;
  /** Every language's projects (the sitemap), or one language's (a page). */
  projects(language?: Language): Promise<Project[]>;
  /** Every saved section of a language. */
  contentAll(language: Language): Promise<ContentItem[]>;
  /**
   * A contact form token for one page reply (the form without JavaScript posts it), asked for
   * the visitor: `forwardedFor` is the X-Forwarded-For the gateway gave this request.
   */
  formToken(forwardedFor?: string): Promise<string>;
}

export function publicApi(baseUrl: string, timeoutMs = 1500): PublicApi {
  const read = async <T>(path: string, headers: Record<string, string> = {}): Promise<T | undefined> => {
    const res = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    projectBySlug: (slug, language) => read<Project>(API.projectBySlug(slug, language)),
    projects: async (language) =>
      (await read<Project[]>(language ? API.projectsFor(language) : API.projects)) ?? [],
    contentAll: async (language) => (await read<ContentItem[]>(API.contentAll(language))) ?? [],
    formToken: async (forwardedFor) =>
      (
        await read<{ token: string }>(
          API.contactToken,
          forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        )
      )?.token ?? '',
  };
}

export interface DescribedPage {
  status: number;
  head: PageHead;
  /** The first screen's largest image (the landing hero), fetched before the app asks for it. */
  preloadImage?: string;
  /**
   * A public page's reads by the key the app reads them with (null where the API said 404),
   * for the server's render and the browser's first render. Absent: not rendered on the server
   * (the admin panel).
   */
  data?: Record<string, unknown>;
  /** False when a read failed: the page is served (the app retries in the browser) but not kept. */
  complete: boolean;
}

/** The hero background the landing page will show (the demo's when none is saved). */
function heroImage(content: ContentItem[]): string {
  const hero = content.find((item) => item.section === 'hero');
  const image = (hero?.data as Partial<HeroData> | undefined)?.backgroundImage;
  return typeof image === 'string' && image.trim() ? image.trim() : DEFAULT_IMAGES.heroBackground;
}

type PageReads = Pick<DescribedPage, 'data' | 'preloadImage'>;

/**
 * A public page from its reads; when one fails (or there is no API) the page is still sent (200,
 * `onFailure`'s parts) for the app to retry in the browser, and not kept.
 */
async function readPage(
  api: PublicApi | undefined,
  head: PageHead,
  read: (api: PublicApi) => Promise<PageReads>,
  onFailure: PageReads = {},
): Promise<DescribedPage> {
  try {
    if (!api) throw new Error('no API');
    return { status: 200, head, ...(await read(api)), complete: true };
  } catch {
    return { status: 200, head, data: {}, ...onFailure, complete: false };
  }
}

/** The landing page's reads: every section of the language and its projects. */
const landingPage = (api: PublicApi | undefined, language: Language, head: PageHead) =>
  readPage(
    api,
    head,
    async (reader) => {
      const [content, projects] = await Promise.all([reader.contentAll(language), reader.projects(language)]);
      const data: Record<string, unknown> = {
        [API.projectsFor(language)]: projects,
        // Each reply of the page gets a token of its own in place of this (withFormToken).
        [API.contactToken]: { token: FORM_TOKEN_PLACEHOLDER },
      };
      for (const section of CONTENT_SECTIONS)
        data[API.content(section, language)] = content.find((item) => item.section === section) ?? null;
      return { preloadImage: heroImage(content), data };
    },
    { preloadImage: DEFAULT_IMAGES.heroBackground },
  );

const projectsPage = (api: PublicApi | undefined, language: Language, head: PageHead) =>
  readPage(api, head, async (reader) => ({
    data: { [API.projectsFor(language)]: await reader.projects(language) },
  }));

const PROJECT_PATH = /^\/projects\/([^/]+)\/?$/;

/** A page's path without trailing slashes (the cache's key, the router's location, the route). */
export const pagePath = (path: string) =>
  path === '/index.html' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

/**
 * The status and head of a path in a language. When the API cannot be reached the page is
 * still served (200, the generic project head): the app shows its own error and retries.
 */
export async function describePage(
  path: string,
  language: Language,
  api: PublicApi | undefined,
): Promise<DescribedPage> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(dictionaries[language], key, values, language);
  const trimmed = pagePath(path);
  if (trimmed === PATHS.home) return landingPage(api, language, homeHead(t));
  if (trimmed === PATHS.projects) return projectsPage(api, language, projectsHead(t));
  const project = PROJECT_PATH.exec(trimmed);
  if (project) {
    let slug: string;
    try {
      slug = decodeURIComponent(project[1] ?? '');
    } catch {
      return { status: 404, head: projectHead(t, '', undefined), data: {}, complete: true };
    }
    const key = API.projectBySlug(slug, language);
    if (!api) return { status: 200, head: projectHead(t, slug, undefined), data: {}, complete: false };
    try {
      const found = await api.projectBySlug(slug, language);
      const shown = found?.status === 'active' ? found : undefined;
      return {
        status: shown ? 200 : 404,
        head: projectHead(t, slug, shown),
        data: { [key]: shown ?? null },
        complete: true,
      };
    } catch {
      return {
        status: 200,
        head: { ...projectHead(t, slug, undefined), noIndex: true },
        data: {},
        complete: false,
      };
    }
  }
  if (isKnownRoute(trimmed)) {
    // The admin panel: never indexed, drawn in the browser only.
    return {
      status: 200,
      head: {
        title: t('seo.home.title'),
        description: t('seo.home.description'),
        path: trimmed,
        noIndex: true,
      },
      complete: true,
    };
  }
  return { status: 404, head: notFoundHead(t, path), data: {}, complete: true };
}

const DEFAULT_HEAD = [
  /<title>[\s\S]*?<\/title>\s*/,
  /<meta\s+name="description"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:type"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:title"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:description"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:locale"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:locale:alternate"[\s\S]*?\/>\s*/,
];

/** What the server rendered of a page: markup for #root, its styles and the state it used. */
export interface PageBody {
  html: string;
  styles: string;
  /** The JSON data block the browser hydrates from. */
  state: string;
}

/** The entry module script and its module preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * What starts the app on a page the server drew: the entry module, requested once the browser
 * reports the page's first contentful paint (where it cannot, two frames on), so on a slow
 * network the page's own bytes (HTML, CSS, fonts, hero image) are not shared with the script
 * before the visitor sees the page. A fixed script per build: the page's CSP allows it by its hash.
 */
export function deferredEntry(indexHtml: string): string | undefined {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return undefined;
  const start = `function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)},0)}`;
  return `<script>(function(start){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});return}}catch(e){}requestAnimationFrame(function(){requestAnimationFrame(start)})})(${start})</script>`;
}

/**
 * index.html without its built-in English head and its language bootstrap, ready to take each
 * page's language, head (with the language's font preloads) and, when rendered, its body.
 */
export function pageTemplate(
  indexHtml: string,
  fonts: Record<Language, string[]>,
  stateElementId: string,
): (language: Language, head: string, body?: PageBody) => string {
  let template = indexHtml.replace(new RegExp(`<script id="${BOOTSTRAP_ID}">[\\s\\S]*?</script>\\s*`), '');
  for (const pattern of DEFAULT_HEAD) template = template.replace(pattern, '');
  const [before = '', after] = template.split('</head>');
  if (after === undefined) throw new Error('index.html has no </head>');
  const opening = /<html[^>]*>/;
  const emptyRoot = '<div id="root"></div>';
  if (!after.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
  const loader = deferredEntry(indexHtml);
  const deferred = loader ? before.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOADS, '') : before;
  const fontLinks = (language: Language) =>
    fonts[language]
      .map(
        (href) =>
          `\n    <link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`,
      )
      .join('');
  return (language, head, body) => {
    const top = (body ? deferred : before).replace(
      opening,
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    );
    // A rendered page is readable as it comes: the 'needs JavaScript' notice is for the admin panel.
    const rest = body
      ? after
          .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
          .replace(
            emptyRoot,
            () =>
              `<div id="root">${body.html}</div>\n    <script type="application/json" id="${stateElementId}">${body.state}</script>`,
          )
          .replace('</body>', () => `${loader ?? ''}\n  </body>`)
      : after;
    return `${top}${head}${fontLinks(language)}${body ? `\n    ${body.styles}` : ''}\n  </head>${rest}`;
  };
}

/**
 * A high-priority preload of the hero image, as the page will ask for it: a library image by
 * its AVIF variants at the viewport's width (a browser without AVIF skips the hint), any other
 * by its URL.
 */
function preloadHtml(image: string): string {
  const avif = responsiveSources(image)?.find((source) => source.type === 'image/avif');
  return avif
    ? `    <link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(avif.srcSet)}" imagesizes="100vw" fetchpriority="high" />`
    : `    <link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`;
}

export function renderHead(page: DescribedPage, language: Language, origin: string): string {
  const head = headHtml({ ...page.head, language, origin });
  return page.preloadImage ? `${head}\n${preloadHtml(page.preloadImage)}` : head;
}

interface SitemapEntry {
  path: string;
  language: Language;
  updated?: string;
  /** The page's address in each language (hreflang alternates), when it has more than one. */
  alternates?: Partial<Record<Language, string>>;
}

/**
 * /sitemap.xml: the public pages in both languages and every active project in its language; a
 * page in two languages lists both addresses as `xhtml:link` alternates (a project its
 * counterpart's real address, by translation key; none when it has no active counterpart).
 */
export async function sitemap(api: PublicApi, origin: string): Promise<string> {
  const projects = (await api.projects()).filter((project) => project.status === 'active');
  const byKey = new Map<string, Partial<Record<Language, string>>>();
  for (const project of projects) {
    const key = project.translationKey ?? project.slug;
    byKey.set(key, { ...byKey.get(key), [project.language]: PATHS.project(project.slug) });
  }
  const pairOf = (key: string) => {
    const paths = byKey.get(key) ?? {};
    return Object.keys(paths).length > 1 ? paths : undefined;
  };
  const entries: SitemapEntry[] = [
    ...[PATHS.home, PATHS.projects].flatMap((path) =>
      LANGUAGES.map((language) => ({ path, language, alternates: { en: path, ar: path } })),
    ),
    ...projects.map((project) => {
      const alternates = pairOf(project.translationKey ?? project.slug);
      return {
        path: PATHS.project(project.slug),
        language: project.language,
        updated: project.updatedAt,
        ...(alternates ? { alternates } : {}),
      };
    }),
  ];
  const link = (path: string, language: Language) => escapeHtml(`${origin}${path}?lang=${language}`);
  const url = ({ path, language, updated, alternates }: SitemapEntry) =>
    `  <url><loc>${link(path, language)}</loc>${updated ? `<lastmod>${updated.slice(0, 10)}</lastmod>` : ''}${LANGUAGES.flatMap(
      (other) => {
        const href = alternates?.[other];
        return href ? [`<xhtml:link rel="alternate" hreflang="${other}" href="${link(href, other)}"/>`] : [];
      },
    ).join('')}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(url).join('\n')}\n</urlset>\n`;
}

export const robots = (origin: string) =>
  `User-agent: *\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
