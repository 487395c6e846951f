import { pathOf, type Language } from '@rawi/proto';
import { adminHead } from '../../app/pageHeads.ts';
import type { LoadedPage, PageLoaderArgs, SessionReads } from '../../app/pageLoading.ts';
import { ADMIN_SCREENS } from '../../app/paths.ts';
import { adminProjectsKey } from '../../api/admin/keys.ts';
import { notFoundLoader } from '../not-found/loader.ts';

const ADMIN_PATHS: ReadonlySet<string> = new Set(['', 'login', ...ADMIN_SCREENS]);

const contentKey = (section: 'services' | 'team', language: Language) =>
  pathOf('GET /api/content/{section}/{language}', { section, language });

/**
 * The reads of the screens staff open most, by the keys their screens read them with, for a
 * screen drawn on the server (its first screen then comes with the page, not after the app has
 * loaded and asked). Each screen opens in the admin's language. Other screens are drawn in the
 * browser.
 */
const SCREEN_READS: Readonly<Record<string, (language: Language) => string[]>> = {
  // The dashboard: its counts, the translations card and the recent activity.
  '': () => [
    contentKey('services', 'en'),
    contentKey('team', 'en'),
    adminProjectsKey('all'),
    pathOf('GET /api/users'),
    pathOf('GET /api/activity', {}, { limit: 10 }),
    pathOf('GET /api/content/translations'),
    pathOf('GET /api/projects/translations'),
  ],
  projects: (language) => [
    adminProjectsKey(language),
    adminProjectsKey('all'),
    pathOf('GET /api/projects/translations'),
  ],
  content: (language) => [
    pathOf('GET /api/content/all/{language}', { language }),
    pathOf('GET /api/content/translations'),
  ],
};

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
  const reads = SCREEN_READS[screen];
  if (!reads || !context.session) return { head, complete: true };
  const data = await readScreen(context.session, reads(context.language));
  // Never kept: a page drawn for one admin is that admin's alone.
  return { head, ...(data && { data }), complete: false };
}
