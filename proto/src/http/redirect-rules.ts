/**
 * What a redirect's addresses may be. Both are paths of this site: an old address may be pasted
 * as a whole link (an old site's `https://example.com/old-page?x=1`), of which only the path
 * counts; every path is kept decoded, in NFC (as slugs are) and without trailing slashes, so the
 * web server finds it under the path it decodes from a request.
 */

/** Why an address is refused, as a key of the validation messages. */
export type SitePathProblem = 'redirectPathInvalid' | 'redirectPathReserved';

/** Paths that are the API's, the admin panel's or the build's: never redirected, never a target. */
const RESERVED = ['/api', '/admin', '/assets'];

const isReserved = (path: string) =>
  RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The path as it is stored and looked up: the path part of a link or of a path (query and
 * fragment dropped), percent-decoded where it decodes, in NFC, without trailing slashes.
 * Anything but text is left as it is for the type check.
 */
export function normalizeSitePath(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  path = path.replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // Left as written: the pattern below refuses what is not a clean path.
  }
  path = path.normalize('NFC');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** One path segment: no spaces, control characters, quotes or angle brackets, and never `.` or `..`. */
const SEGMENT = /^(?!\.\.?$)[^\s\p{Cc}"'<>\\`]+$/u;

/** Why a stored-form path (normalizeSitePath) is refused, or undefined when it is a site path. */
export function sitePathProblem(path: string): SitePathProblem | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 1000) return 'redirectPathInvalid';
  if (
    path !== '/' &&
    !path
      .slice(1)
      .split('/')
      .every((segment) => SEGMENT.test(segment))
  )
    return 'redirectPathInvalid';
  return isReserved(path) ? 'redirectPathReserved' : undefined;
}

/** The columns a CSV of redirects has, in this order (a first line naming them is skipped). */
export const REDIRECT_CSV_COLUMNS = ['from', 'to', 'language'] as const;

/** The most lines one CSV import takes. */
export const REDIRECT_IMPORT_MAX_ROWS = 5000;
