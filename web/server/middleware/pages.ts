import type { Context, Middleware } from 'koa';
import { strongEtag, type PublicCache } from '@rawi/kit/cache';
import type { Logger } from '@rawi/kit/logger';
import { isPublicPagePath } from '@rawi/proto';
import { FORM_OUTCOME_KEY } from '../../src/pages/landing/contact/formState.ts';
import type { PageBuilder } from '../pageBuilder.ts';
import type { PublicApi } from '../publicApi.ts';
import { REDIRECT_CACHE_CONTROL, redirectAnswer } from '../redirects.ts';
import { pageCacheControl } from './cacheControl.ts';
import { type PageRequest, pageRequest } from './pageRequest.ts';
import type { PathState } from './requestPath.ts';
import { siteOrigin } from './siteOrigin.ts';

export interface PagesOptions {
  builder: PageBuilder;
  api: PublicApi | undefined;
  apiUrl: string | undefined;
  publicUrl: string | undefined;
  pageCache: PublicCache | undefined;
  /** Where a failed redirect lookup is written (the 404 page then stands). */
  logger: Pick<Logger, 'warn'>;
}

/** A page drawn for one visitor (an admin's session, an editor's preview, a form post's outcome): kept by nobody. */
const forOneVisitor = ({ preview, outcome, session }: PageRequest) => Boolean(preview || outcome || session);

/**
 * The page's reply: the page cache's copy, or one drawn anew for one visitor, a request asking
 * for it fresh, or a server keeping none. A preview is left to the editor's browser.
 */
async function pageReply(
  request: PageRequest,
  origin: string,
  { builder, pageCache }: Pick<PagesOptions, 'builder' | 'pageCache'>,
): Promise<{ status: number; body: Buffer; etag?: string | undefined }> {
  const { route, language, preview, outcome, session, fresh } = request;
  if (forOneVisitor(request) || !pageCache || fresh) {
    const extraData = outcome ? { [FORM_OUTCOME_KEY]: outcome } : {};
    const built = await builder.build({ route, language, origin, render: !preview, extraData, session });
    return { ...built, etag: undefined };
  }
  const key = `${language} ${route}`;
  return (
    pageCache.get(key) ??
    (await pageCache.load(key, () => builder.build({ route, language, origin, render: true })))
  );
}

function movedTo(ctx: Context, location: string): void {
  ctx.status = 301;
  ctx.set('Location', location);
  ctx.set('Cache-Control', REDIRECT_CACHE_CONTROL);
  ctx.vary('Cookie');
  ctx.body = 'Moved Permanently';
}

/**
 * Every page of the app in the visitor's language, its status and head in the first byte (the
 * app takes over after): 301 or 410 for an address no page takes that moved or is gone, and an
 * ETag (304 when the browser has the page) for every public page kept or drawn anew.
 */
export const pages =
  (options: PagesOptions): Middleware<PathState> =>
  async (ctx) => {
    const { builder, api, apiUrl, publicUrl, logger } = options;
    const request = pageRequest(ctx, ctx.state.path, apiUrl);
    const { route, language, preview, session } = request;
    const reply = await pageReply(request, siteOrigin(ctx, publicUrl), options);
    // An address no page takes may have moved (a former slug, an editor's redirect) or be gone.
    const answer =
      reply.status === 404 && !preview && !session
        ? await redirectAnswer(api, route, language, logger)
        : undefined;
    if (answer?.outcome === 'moved' && answer.location) {
      movedTo(ctx, answer.location);
      return;
    }
    ctx.status = answer?.outcome === 'gone' ? 410 : reply.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', pageCacheControl(route, reply.status, forOneVisitor(request)));
    ctx.set('Content-Security-Policy', builder.csp);
    // The language may come from the cookie the app writes.
    ctx.vary('Cookie');
    // Every public page has its ETag, kept or drawn anew: the same bytes, the same tag.
    const etag =
      reply.etag ?? (isPublicPagePath(route) && !forOneVisitor(request) ? strongEtag(reply.body) : undefined);
    if (etag && reply.status === 200) {
      ctx.etag = etag;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    ctx.body = reply.body;
  };
