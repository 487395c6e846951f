/**
 * The routes of spec section 2. The router builds links from these, and the web container's
 * server (web/server) uses isKnownRoute to answer unknown paths with status 404. This file
 * imports nothing, so Node can load it directly.
 */
export const ADMIN_SCREENS = [
  'content',
  'hero',
  'services',
  'projects',
  'team',
  'contact',
  'media',
  'users',
  'activity',
] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export const PATHS = {
  home: '/',
  projects: '/projects',
  project: (slug: string) => `/projects/${encodeURIComponent(slug)}`,
  section: (id: string) => `/#${id}`,
  admin: '/admin',
  adminLogin: '/admin/login',
  adminScreen: (screen: AdminScreen) => `/admin/${screen}`,
} as const;

const ADMIN_SUBPATHS: ReadonlySet<string> = new Set(['login', ...ADMIN_SCREENS]);

/** True for a path the app has a screen for (a trailing slash is tolerated). */
export function isKnownRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === PATHS.home || path === PATHS.projects || path === PATHS.admin) return true;
  const [, first, second, ...rest] = path.split('/');
  if (rest.length > 0 || second === undefined || second === '') return false;
  if (first === 'projects') return true;
  return first === 'admin' && ADMIN_SUBPATHS.has(second);
}
