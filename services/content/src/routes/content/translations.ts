import { actorOf, apiHandlers, type History } from '@rawi/kit';
import { markSectionInStep } from '../../commands/mark-section-in-step.ts';
import { contentTranslationStatuses } from '../../queries/translation-statuses.ts';

/** Staff only: how each section's translation stands, and 'No change needed'. */
export const translationHandlers = ({ history }: { history: History }) =>
  apiHandlers('content', {
    'GET /api/content/translations': async (ctx) => {
      ctx.body = await contentTranslationStatuses(history);
    },

    'POST /api/content/translations/{section}/in-step': async (ctx) => {
      ctx.body = await markSectionInStep(ctx.input.section, actorOf(ctx.state.identity), history);
    },
  });
