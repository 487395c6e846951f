import type { Context } from 'koa';
import { languageParam, SESSION_COOKIE, type Language } from '@rawi/proto';
import type { SessionReads } from '../../src/app/pageLoading.ts';
import { PATHS } from '../../src/app/paths.ts';
import { type FormOutcome, isFormOutcome } from '../../src/pages/landing/contact/formState.ts';
import { pagePath } from '../describePage.ts';
import { LANGUAGE_COOKIE, requestLanguage } from '../language.ts';
import { sessionReads } from '../sessionReads.ts';

/** What a request for a page asks for, read from its address, cookies and headers. */
export interface PageRequest {
  /** The page's path (describePage's pagePath). */
  route: string;
  /** The visitor's language: ?lang=, else the cookie the app writes, else English. */
  language: Language;
  /** ?preview: shows what only the editor's browser has, so it is drawn there. */
  preview: boolean;
  /** Where the contact form's post without JavaScript led back to (the home page's ?contact=). */
  outcome: FormOutcome | undefined;
  /** The reads of the admin whose session cookie came with a request for an admin screen. */
  session: SessionReads | undefined;
  /** Asked with `Cache-Control: no-cache`: drawn anew, never taken from the page cache. */
  fresh: boolean;
}

/** The admin panel's pages but its login page: those a session may have drawn on the server. */
const isAdminPage = (route: string) =>
  (route === PATHS.admin || route.startsWith(`${PATHS.admin}/`)) && route !== PATHS.adminLogin;

/** `path` is the request's path decoded; `apiUrl` the public API the session's reads go through. */
export function pageRequest(ctx: Context, path: string, apiUrl: string | undefined): PageRequest {
  // ?lang= is not written back as a cookie: a reply that sets one could not be kept by a
  // shared cache. The app remembers the visitor's choice itself (its storage and the cookie).
  const { language } = requestLanguage(languageParam(ctx.querystring), ctx.cookies.get(LANGUAGE_COOKIE));
  const route = pagePath(path);
  const { contact } = ctx.query;
  const sessionToken = isAdminPage(route) ? ctx.cookies.get(SESSION_COOKIE) : undefined;
  return {
    route,
    language,
    preview: ctx.query.preview !== undefined,
    outcome: route === PATHS.home && isFormOutcome(contact) ? contact : undefined,
    session:
      apiUrl && sessionToken
        ? sessionReads(apiUrl, sessionToken, ctx.get('x-forwarded-for') || undefined)
        : undefined,
    // The gateway asks so for a page it is about to keep: this server's own copy may not have
    // heard of the edit that made the gateway drop its copy yet.
    fresh: /\bno-cache\b/i.test(ctx.get('cache-control')),
  };
}
