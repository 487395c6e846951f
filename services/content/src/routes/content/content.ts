import type { Context } from 'koa';
import { CONTENT_SECTIONS, type ContentSection } from '@rawi/proto';
import type { History } from '@rawi/kit';
import { actorOf, apiHandlers, conditionalGet, errors, expectedRevision, type OutboxRelay } from '@rawi/kit';
import { ContentItemModel } from '../../models/content-item.ts';
import { presentContentItem } from '../../presenters/content-item.ts';
import { contentItemKey, saveContent } from '../../commands/save-content.ts';

export interface ContentRouteDeps {
  relay?: OutboxRelay | undefined;
  history: History;
}

const sectionOrder = (section: string) => CONTENT_SECTIONS.indexOf(section as ContentSection);

/** The landing page's sections: public reads, staff saves and their history. */
export function contentHandlers({ relay, history }: ContentRouteDeps) {
  // Visitors get a section without its revision; staff also get the revision their saves start from.
  const presentFor = (ctx: Context) => (record: Parameters<typeof presentContentItem>[0]) => {
    const { revision, ...item } = presentContentItem(record);
    return ctx.state.identity ? { ...item, revision } : item;
  };
  const revalidate = () => conditionalGet({ vary: ['Authorization', 'Cookie'] });

  return apiHandlers('content', {
    'GET /api/content/all/{language}': {
      afterValidation: [revalidate()],
      handle: async (ctx) => {
        const { language } = ctx.input;
        const records = await ContentItemModel.find({ language }).lean();
        ctx.body = records
          .sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section))
          .map(presentFor(ctx));
      },
    },

    'GET /api/content/{section}/{language}': {
      afterValidation: [revalidate()],
      handle: async (ctx) => {
        const { section, language } = ctx.input;
        const record = await ContentItemModel.findOne({ section, language }).lean();
        if (!record) throw errors.notFound(`No ${section} content for ${language}`);
        ctx.body = presentFor(ctx)(record);
      },
    },

    'POST /api/content': async (ctx) => {
      ctx.body = await saveContent(
        ctx.input,
        actorOf(ctx.state.identity),
        { relay, history },
        'save',
        expectedRevision(ctx.get('if-match') || undefined),
      );
    },

    // Staff only: every saved state of one section in one language, newest first.
    'GET /api/content/{section}/{language}/history': async (ctx) => {
      const { section, language } = ctx.input;
      ctx.body = await history.list(contentItemKey(section, language));
    },

    // Saves an older version's data as the newest (so a restore is itself undoable).
    'POST /api/content/{section}/{language}/history/{versionId}/restore': async (ctx) => {
      const { section, language, versionId } = ctx.input;
      const version = await history.get(contentItemKey(section, language), versionId);
      ctx.body = await saveContent(
        { section, language, data: version.data },
        actorOf(ctx.state.identity),
        { relay, history },
        'restore',
      );
    },
  });
}
