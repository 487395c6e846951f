import Router from '@koa/router';
import { CONTENT_SECTIONS, type ContentSection, type Language } from '@rawi/proto';
import type { History } from '@rawi/kit';
import {
  actorOf,
  conditionalGet,
  errors,
  requireAuth,
  validate,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { ContentItemModel } from '../../models/content-item.ts';
import { presentContentItem } from '../../presenters/content-item.ts';
import { contentItemKey, saveContent } from '../../commands/save-content.ts';
import { contentSaveBody, languageParams, sectionParams, type ContentSaveBody } from './schema.ts';

export interface ContentRouteDeps {
  verifyToken: TokenVerifier;
  relay?: OutboxRelay;
  history: History;
}

const sectionOrder = (section: string) => CONTENT_SECTIONS.indexOf(section as ContentSection);

export function contentRoutes({ verifyToken, relay, history }: ContentRouteDeps): Router {
  const router = new Router({ prefix: '/api/content' });

  // Declared before `/:section/:language` so `all` is never read as a section.
  router.get('/all/:language', validate(languageParams, 'params'), conditionalGet(), async (ctx) => {
    const { language } = ctx.input as { language: Language };
    const records = await ContentItemModel.find({ language }).lean();
    ctx.body = records
      .sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section))
      .map(presentContentItem);
  });

  router.get('/:section/:language', validate(sectionParams, 'params'), conditionalGet(), async (ctx) => {
    const { section, language } = ctx.input as { section: ContentSection; language: Language };
    const record = await ContentItemModel.findOne({ section, language }).lean();
    if (!record) throw errors.notFound(`No ${section} content for ${language}`);
    ctx.body = presentContentItem(record);
  });

  router.post('/', requireAuth(verifyToken), validate(contentSaveBody), async (ctx) => {
    ctx.body = await saveContent(ctx.input as ContentSaveBody, actorOf(ctx.state.identity), {
      relay,
      history,
    });
  });

  // Staff only: every saved state of one section in one language, newest first.
  router.get(
    '/:section/:language/history',
    requireAuth(verifyToken),
    validate(sectionParams, 'params'),
    async (ctx) => {
      const { section, language } = ctx.input as { section: ContentSection; language: Language };
      ctx.body = await history.list(contentItemKey(section, language));
    },
  );

  // Saves an older version's data as the newest (so a restore is itself undoable).
  router.post(
    '/:section/:language/history/:versionId/restore',
    requireAuth(verifyToken),
    validate(sectionParams, 'params'),
    async (ctx) => {
      const { section, language } = ctx.input as { section: ContentSection; language: Language };
      const version = await history.get(contentItemKey(section, language), ctx.params.versionId);
      ctx.body = await saveContent(
        { section, language, data: version.data },
        actorOf(ctx.state.identity),
        { relay, history },
        'restore',
      );
    },
  );

  return router;
}
