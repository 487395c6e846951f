import { adminHead } from '../../app/pageHeads.ts';
import type { LoadedPage, PageLoaderArgs } from '../../app/pageLoading.ts';
import { ADMIN_SCREENS } from '../../app/paths.ts';
import { notFoundLoader } from '../not-found/loader.ts';

const ADMIN_PATHS: ReadonlySet<string> = new Set(['', 'login', ...ADMIN_SCREENS]);

/** The admin panel (drawn in the browser only, never indexed) where it has that screen. */
export function adminLoader(args: PageLoaderArgs): LoadedPage {
  const { params, context } = args;
  if (!ADMIN_PATHS.has(params['*'] ?? '')) return notFoundLoader(args);
  return { head: adminHead(context.t, context.path), complete: true };
}
