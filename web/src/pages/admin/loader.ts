import { pathOf } from '@rawi/proto';
import { adminHead } from '../../app/pageHeads.ts';
import type { LoadedPage, PageLoaderArgs, SessionReads } from '../../app/pageLoading.ts';
import { notFoundLoader } from '../not-found/loader.ts';
import { ADMIN_SCREENS, type AdminScreenDeclaration } from './screens.ts';

const SCREENS: readonly AdminScreenDeclaration[] = ADMIN_SCREENS;

/** The panel's paths under /admin: its screens and the login page. */
const ADMIN_PATHS: ReadonlySet<string> = new Set(['login', ...SCREENS.map(({ path }) => path)]);

/**
 * A screen's reads as the signed-in admin, with whom it is drawn for (`GET /api/auth/me`'s reply,
 * which the panel's session goes by on the server and, to hydrate, in the browser), or undefined
 * when the session is not valid (the browser then draws the panel, which sends it to the login
 * page). A read the admin may not make, or that fails, is left out: the screen makes it in the
 * browser as usual.
 */
async function readScreen(
  session: SessionReads,
  keys: string[],
): Promise<Record<string, unknown> | undefined> {
  const [user, ...replies] = await Promise.all([session.user(), ...keys.map((key) => session.read(key))]);
  if (!user) return undefined;
  const data: Record<string, unknown> = { [pathOf('GET /api/auth/me')]: { user } };
  keys.forEach((key, index) => {
    if (replies[index] !== undefined) data[key] = replies[index];
  });
  return data;
}

/**
 * The admin panel (never indexed) where it has that screen. With a valid session, the screens
 * staff open most are drawn on the server with their reads; the rest is drawn in the browser.
 */
export async function adminLoader(args: PageLoaderArgs): Promise<LoadedPage> {
  const { params, context } = args;
  const screen = params['*'] ?? '';
  if (!ADMIN_PATHS.has(screen)) return notFoundLoader(args);
  const head = adminHead(context.t, context.path);
  const reads = SCREENS.find(({ path }) => path === screen)?.reads;
  if (!reads || !context.session) return { head, complete: true };
  const data = await readScreen(context.session, reads(context.language));
  // Never kept: a page drawn for one admin is that admin's alone.
  return { head, ...(data && { data }), complete: false };
}
