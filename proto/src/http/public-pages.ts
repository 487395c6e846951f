/**
 * The public pages as every cache sees them: which paths they are, how a request's language is
 * chosen (?lang=, else the language cookie the app writes, else English) and the key one copy is
 * kept under. A public page is the same for every visitor of a language between two edits, so
 * the gateway, a CDN or a browser may keep it; the web server draws it, the gateway keeps it.
 */
import { LANGUAGES, STORAGE_KEYS, type Language } from '../constants.ts';
import { PUBLIC_PAGE_PATHS, projectSlugOfPath } from './page-paths.ts';

/** The cookie the app writes with the visitor's language (the same name as its storage key). */
export const LANGUAGE_COOKIE = STORAGE_KEYS.language;

/** What a shared cache may do with a public page: keep it a second, serve it stale for ten while it asks again; browsers revalidate each time (ETag → 304). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=10';

const isLanguage = (value: string | undefined | null): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** The language of a page request: ?lang= when it names one (explicit), else the cookie's, else English. */
export function requestLanguage(
  queryLanguage: string | undefined | null,
  cookieLanguage: string | undefined | null,
): { language: Language; explicit: boolean } {
  if (isLanguage(queryLanguage)) return { language: queryLanguage, explicit: true };
  return { language: isLanguage(cookieLanguage) ? cookieLanguage : 'en', explicit: false };
}

/** The one ?lang= value of a raw query string (none when it is absent or given more than once). */
export function languageParam(query: string): string | undefined {
  if (!query.includes('lang=')) return undefined;
  const values = new URLSearchParams(query).getAll('lang');
  return values.length === 1 ? values[0] : undefined;
}

/** Whether a path is one of the public pages (the landing page, the projects list, a project). */
export function isPublicPagePath(path: string): boolean {
  return (
    path === PUBLIC_PAGE_PATHS.landing ||
    path === PUBLIC_PAGE_PATHS.projects ||
    projectSlugOfPath(path) !== undefined
  );
}

/**
 * The key one copy of a public page is kept under: its language (which the path alone does not
 * say), the path and query as asked, and the encodings the browser takes (the web server
 * compresses each reply for them).
 */
export const publicPageKey = (
  language: Language,
  path: string,
  query: string,
  acceptEncoding: string | undefined,
) => `page ${language} ${path}${query ? `?${query}` : ''} ${acceptEncoding ?? ''}`;

/** What the public pages' cache tags start with (a write drops the whole family). */
export const PUBLIC_PAGE_TAG_FAMILY = 'page:';

/** The cache tag of every public page in a language (content of that language, projects, any language). */
export const publicPageTag = (language: Language) => `${PUBLIC_PAGE_TAG_FAMILY}${language}`;
