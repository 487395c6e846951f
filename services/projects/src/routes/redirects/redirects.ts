import { apiHandlers, type OutboxRelay } from '@rawi/kit';
import {
  addRedirect,
  countRedirectHit,
  importRedirects,
  listRedirects,
  removeRedirect,
} from '../../commands/redirects.ts';
import { lookUpRedirect } from '../../redirects/lookup.ts';

/** Redirects: the web server's lookup and hit count, and the editors' list, additions and imports. */
export function redirectHandlers({ relay }: { relay?: OutboxRelay | undefined }) {
  return apiHandlers('projects', {
    'GET /api/projects/redirects/lookup': async (ctx) => {
      ctx.body = await lookUpRedirect(ctx.input.from, ctx.input.language);
    },

    'POST /api/projects/redirects/{id}/hits': async (ctx) => {
      await countRedirectHit(ctx.params.id);
    },

    'GET /api/projects/redirects': async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await listRedirects();
    },

    'POST /api/projects/redirects': async (ctx) => {
      ctx.body = await addRedirect(ctx.input, relay);
    },

    'POST /api/projects/redirects/import': async (ctx) => {
      ctx.body = { imported: await importRedirects(ctx.input.csv, relay) };
    },

    'DELETE /api/projects/redirects/{id}': async (ctx) => {
      await removeRedirect(ctx.params.id, relay);
    },
  });
}
