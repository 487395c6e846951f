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
import { escapeHtml, headHtml } from '../src/lib/documentHead.ts';

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
  projects(): Promise<Project[]>;
  /** The hero's background image in a language (undefined: none saved). */
  heroImage(language: Language): Promise<string | undefined>;
}

export function publicApi(baseUrl: string, timeoutMs = 1500): PublicApi {
  const read = async <T>(path: string): Promise<T | undefined> => {
    const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    projectBySlug: (slug, language) => read<Project>(API.projectBySlug(slug, language)),
    projects: async () => (await read<Project[]>(API.projects)) ?? [],
    heroImage: async (language) => {
      const hero = await read<ContentItem>(API.content('hero', language));
      const image = (hero?.data as Partial<HeroData> | undefined)?.backgroundImage;
      return typeof image === 'string' && image.trim() ? image.trim() : undefined;
    },
  };
}

export interface DescribedPage {
  status: number;
  head: PageHead;
  /** The first screen's largest image (the landing hero), fetched before the app asks for it. */
  preloadImage?: string;
}

/** The hero background the landing page will show (the demo's when none is saved or the API is out). */
async function heroImage(api: PublicApi | undefined, language: Language): Promise<string> {
  try {
    return (await api?.heroImage(language)) ?? DEFAULT_IMAGES.heroBackground;
  } catch {
    return DEFAULT_IMAGES.heroBackground;
  }
}

const PROJECT_PATH = /^\/projects\/([^/]+)\/?$/;

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
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === PATHS.home)
    return { status: 200, head: homeHead(t), preloadImage: await heroImage(api, language) };
  if (trimmed === PATHS.projects) return { status: 200, head: projectsHead(t) };
  const project = PROJECT_PATH.exec(trimmed);
  if (project) {
    let slug: string;
    try {
      slug = decodeURIComponent(project[1] ?? '');
    } catch {
      return { status: 404, head: projectHead(t, '', undefined) };
    }
    if (!api) return { status: 200, head: projectHead(t, slug, undefined) };
    try {
      const found = await api.projectBySlug(slug, language);
      return { status: found ? 200 : 404, head: projectHead(t, slug, found) };
    } catch {
      return { status: 200, head: { ...projectHead(t, slug, undefined), noIndex: true } };
    }
  }
  if (isKnownRoute(trimmed)) {
    // The admin panel: never indexed.
    return {
      status: 200,
      head: {
        title: t('seo.home.title'),
        description: t('seo.home.description'),
        path: trimmed,
        noIndex: true,
      },
    };
  }
  return { status: 404, head: notFoundHead(t, path) };
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

/** index.html without its built-in English head, ready to take each page's. */
export function pageTemplate(indexHtml: string): (language: Language, head: string) => string {
  let template = indexHtml;
  for (const pattern of DEFAULT_HEAD) template = template.replace(pattern, '');
  const [before = '', after] = template.split('</head>');
  if (after === undefined) throw new Error('index.html has no </head>');
  const opening = /<html[^>]*>/;
  return (language, head) =>
    `${before.replace(opening, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)}${head}\n  </head>${after}`;
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

/** /sitemap.xml: the public pages and every active project, each in both languages. */
export async function sitemap(api: PublicApi, origin: string): Promise<string> {
  const projects = await api.projects();
  const entries = [
    ...[PATHS.home, PATHS.projects].flatMap((path) => LANGUAGES.map((language) => ({ path, language }))),
    ...projects
      .filter((project) => project.status === 'active')
      .map((project) => ({
        path: PATHS.project(project.slug),
        language: project.language,
        updated: project.updatedAt,
      })),
  ];
  const url = ({ path, language, updated }: { path: string; language: Language; updated?: string }) =>
    `  <url><loc>${escapeHtml(`${origin}${path}?lang=${language}`)}</loc>${updated ? `<lastmod>${updated.slice(0, 10)}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map(url).join('\n')}\n</urlset>\n`;
}

export const robots = (origin: string) =>
  `User-agent: *\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
