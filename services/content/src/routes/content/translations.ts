import Router from '@koa/router';
import { actorOf, requireAuth, validate, type TokenVerifier } from '@rawi/kit';
import { contentTranslationStatuses, markSectionInStep } from '../../queries/translations.ts';
import { sectionOnlyParams } from './schema.ts';

/** Staff only: how each section's translation stands, and 'No change needed'. */
export function translationRoutes({ verifyToken }: { verifyToken: TokenVerifier }): Router {
  const router = new Router({ prefix: '/api/content/translations' });

  router.get('/', requireAuth(verifyToken), async (ctx) => {
    ctx.body = await contentTranslationStatuses();
  });

  router.post(
    '/:section/in-step',
    requireAuth(verifyToken),
    validate(sectionOnlyParams, 'params'),
    async (ctx) => {
      ctx.body = await markSectionInStep(ctx.input.section, actorOf(ctx.state.identity));
    },
  );

  return router;
}
