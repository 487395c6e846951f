/**
 * The public pages' paths, written once: the page table routes them, links and redirects are
 * built with them and caches recognise them (public-pages.ts). Imports nothing, so the browser's
 * first script takes these few lines alone.
 */

/** The public pages' paths, as react-router writes them: the landing page, the projects list, a project. */
export const PUBLIC_PAGE_PATHS = { landing: '/', projects: '/projects', project: '/projects/:slug' } as const;

/** What a project page's path has before its slug. */
const PROJECT_PAGE_PREFIX = PUBLIC_PAGE_PATHS.project.slice(0, -':slug'.length);

/** A project's page with its slug as given (a link encodes it; redirects keep paths decoded). */
export const projectPagePath = (slug: string) => `${PROJECT_PAGE_PREFIX}${slug}`;

/** The slug of a project page's path, as it appears there, or undefined for any other path. */
export function projectSlugOfPath(path: string): string | undefined {
  if (!path.startsWith(PROJECT_PAGE_PREFIX)) return undefined;
  const slug = path.slice(PROJECT_PAGE_PREFIX.length);
  return slug.length > 0 && !slug.includes('/') ? slug : undefined;
}
