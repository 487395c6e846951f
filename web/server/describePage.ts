/**
 * What the server knows of a page before the app runs, from the page table: react-router's
 * static handler matches the path and runs the page's loader in the visitor's language. Its
 * status is 404 where no page takes the path or the loader says not found (a project slug the
 * public API does not show); a loader whose reads fail still gives a page (200) that the app
 * retries in the browser.
 */
import type { Language } from '@rawi/proto';
import { createStaticHandler, isRouteErrorResponse } from 'react-router-dom';
import type { LoadedPage, PageContext, PublicReads, SessionReads } from '../src/app/pageLoading.ts';
import { pageRoutes } from '../src/app/pageTable.ts';
import { dictionaries, translate } from '../src/i18n/index.ts';

export interface DescribedPage extends LoadedPage {
  status: number;
}

const pages = createStaticHandler(pageRoutes());

/** A page's path without trailing slashes (the cache's key, the router's location, the route). */
export const pagePath = (path: string) =>
  path === '/index.html' ? '/' : path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

/**
 * The path as the router matches it: each segment encoded, as the router decodes each once, so
 * its params are the segments the server decoded. It reaches the matcher as it is (not through
 * a URL, which would resolve '.' and '..' away).
 */
const routerPathname = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The status, head and reads of a page's path (decoded, from pagePath) in a language; `session`
 * where the request came with an admin's session.
 */
export async function describePage(
  path: string,
  language: Language,
  api: PublicReads | undefined,
  session?: SessionReads,
  /** Described once more in the language the address named: never a third time. */
  switched = false,
): Promise<DescribedPage> {
  const context: PageContext = {
    language,
    t: (key, values) => translate(dictionaries[language], key, values, language),
    path,
    api,
    session,
  };
  const pathname = routerPathname(path);
  const result = await pages.query(new Request('http://web.invalid/'), {
    requestContext: context,
    normalizePath: () => ({ pathname, search: '', hash: '' }),
  });
  if (result instanceof Response) throw new Error(`a page loader answered ${path} with a response`);
  const [error] = Object.values(result.errors ?? {});
  if (error !== undefined) {
    // A page that is not found still carries its head and reads (notFound in pageLoading.ts).
    if (isRouteErrorResponse(error) && error.status === 404 && error.data)
      return { status: 404, ...(error.data as LoadedPage) };
    throw error;
  }
  const page = result.loaderData[result.matches.at(-1)?.route.id ?? ''] as LoadedPage;
  // The address names another language (a project's slug): the page is that language's.
  if (page.language && page.language !== language && !switched)
    return { ...(await describePage(path, page.language, api, session, true)), language: page.language };
  return { status: result.statusCode, ...page };
}
