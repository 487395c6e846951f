import Router from '@koa/router';
import type { Context } from 'koa';
import { CONTENT_SECTIONS, type ContentSection } from '@rawi/proto';
import type { History } from '@rawi/kit';
import {
  actorOf,
  conditionalGet,
  errors,
  expectedRevision,
  optionalAuth,
  requireAuth,
  validate,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { ContentItemModel } from '../../models/content-item.ts';
import { presentContentItem } from '../../presenters/content-item.ts';
import { contentItemKey, saveContent } from '../../commands/save-content.ts';
import { contentSaveBody, languageParams, sectionParams } from './schema.ts';

export interface ContentRouteDeps {
  verifyToken: TokenVerifier;
  relay?: OutboxRelay;
  history: History;
}

const sectionOrder = (section: string) => CONTENT_SECTIONS.indexOf(section as ContentSection);

export function contentRoutes({ verifyToken, relay, history }: ContentRouteDeps): Router {
  const router = new Router({ prefix: '/api/content' });

  // Visitors get the spec's fields; staff also get the revision their saves start from.
  const presentFor = (ctx: Context) => (record: Parameters<typeof presentContentItem>[0]) => {
    const { revision, ...item } = presentContentItem(record);
    return ctx.state.identity ? { ...item, revision } : item;
  };
  const revalidate = () => conditionalGet({ vary: ['Authorization', 'Cookie'] });

  // Declared before `/:section/:language` so `all` is never read as a section.
  router.get(
    '/all/:language',
    optionalAuth(verifyToken),
    validate(languageParams, 'params'),
    revalidate(),
    async (ctx) => {
      const { language } = ctx.input;
      const records = await ContentItemModel.find({ language }).lean();
      ctx.body = records
        .sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section))
        .map(presentFor(ctx));
    },
  );

  router.get(
    '/:section/:language',
    optionalAuth(verifyToken),
    validate(sectionParams, 'params'),
    revalidate(),
    async (ctx) => {
      const { section, language } = ctx.input;
      const record = await ContentItemModel.findOne({ section, language }).lean();
      if (!record) throw errors.notFound(`No ${section} content for ${language}`);
      ctx.body = presentFor(ctx)(record);
    },
  );

  router.post('/', requireAuth(verifyToken), validate(contentSaveBody), async (ctx) => {
    ctx.body = await saveContent(
      ctx.input,
      actorOf(ctx.state.identity),
      { relay, history },
      'save',
      expectedRevision(ctx.get('if-match') || undefined),
    );
  });

  // Staff only: every saved state of one section in one language, newest first.
  router.get(
    '/:section/:language/history',
    requireAuth(verifyToken),
    validate(sectionParams, 'params'),
    async (ctx) => {
      const { section, language } = ctx.input;
      ctx.body = await history.list(contentItemKey(section, language));
    },
  );

  // Saves an older version's data as the newest (so a restore is itself undoable).
  router.post(
    '/:section/:language/history/:versionId/restore',
    requireAuth(verifyToken),
    validate(sectionParams, 'params'),
    async (ctx) => {
      const { section, language } = ctx.input;
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
