import type { Context } from 'koa';
import { DEFAULT_LANGUAGE, type Project } from '@rawi/proto';
import type { History } from '@rawi/kit';
import { actorOf, apiHandlers, conditionalGet, expectedRevision, type OutboxRelay } from '@rawi/kit';
import type { ProjectCatalogue } from '../../queries/catalogue-cache.ts';
import { createProject } from '../../commands/create-project.ts';
import { updateProject } from '../../commands/update-project.ts';
import { deleteProject } from '../../commands/delete-project.ts';
import { parseProjectId, projectNotFound } from '../../models/project-id.ts';
import { inputOf, projectKey } from '../../history/project-history.ts';
import { deletedProjects, projectHistory } from '../../queries/project-history.ts';
import { undeleteProject } from '../../commands/restore-project.ts';
import { assertTranslationFree, inPair } from '../../translations/translation-pairs.ts';
import { projectTranslationStatuses } from '../../queries/translation-statuses.ts';
import { markPairInStep } from '../../commands/mark-pair-in-step.ts';
import { scheduleAfterSave, withSchedule } from '../../schedule/schedule.ts';

export interface ProjectRouteDeps {
  catalogue: ProjectCatalogue;
  relay?: OutboxRelay | undefined;
  history: History;
  /** How long a deleted project stays restorable. */
  deletedRetentionMs: number;
}

/**
 * Brings the project's schedule entry in line after a save that has already landed: a failure
 * here is logged, not answered as a failed save (the scheduler rebuilds entries at start-up).
 */
async function keepSchedule(ctx: Context, id: string): Promise<void> {
  try {
    await scheduleAfterSave(id);
  } catch (error) {
    ctx.log.error({ err: error, projectId: id }, 'project schedule entry not written');
  }
}

// What a visitor and an admin see differ, so caches must key on the credentials too.
const revalidate = () => conditionalGet({ vary: ['Authorization', 'Cookie'] });

export function projectHandlers({ catalogue, relay, history, deletedRetentionMs }: ProjectRouteDeps) {
  const writes = { relay, history, deletedRetentionMs };

  return apiHandlers('projects', {
    'GET /api/projects': {
      afterValidation: [revalidate()],
      handle: async (ctx) => {
        const { language } = ctx.input;
        const view = await catalogue.list(ctx.state.identity ? 'admin' : 'visitor', language);
        ctx.type = 'application/json; charset=utf-8';
        ctx.body = view.json;
        ctx.etag = view.etag;
      },
    },

    'GET /api/projects/slug/{slug}': {
      afterValidation: [revalidate()],
      handle: async (ctx) => {
        const { language = DEFAULT_LANGUAGE, anyLanguage = false } = ctx.input;
        const audience = ctx.state.identity ? 'admin' : 'visitor';
        // A slug names a project in its language: asked in another, the project is still found.
        const project =
          (await catalogue.bySlug(audience, ctx.params.slug, language)) ??
          (anyLanguage ? await catalogue.bySlugElsewhere(audience, ctx.params.slug, language) : undefined);
        if (!project) throw projectNotFound();
        ctx.body = project;
      },
    },

    'POST /api/projects': async (ctx) => {
      const project = await createProject(ctx.input, actorOf(ctx.state.identity), writes);
      await keepSchedule(ctx, project.id);
      ctx.body = project;
    },

    'PUT /api/projects/{id}': async (ctx) => {
      const { language, translationKey } = ctx.input;
      const project = await inPair(language, translationKey, async () => {
        if (translationKey)
          await assertTranslationFree(language, translationKey, parseProjectId(ctx.params.id));
        return updateProject(
          ctx.params.id,
          withSchedule(ctx.input),
          actorOf(ctx.state.identity),
          writes,
          'save',
          expectedRevision(ctx.get('if-match') || undefined),
        );
      });
      await keepSchedule(ctx, project.id);
      ctx.body = project;
    },

    // Translation status of every project pair, and 'No change needed' for one.
    'GET /api/projects/translations': async (ctx) => {
      ctx.body = await projectTranslationStatuses(history);
    },

    'POST /api/projects/translations/{translationKey}/in-step': async (ctx) => {
      ctx.body = await markPairInStep(ctx.params.translationKey, actorOf(ctx.state.identity), history);
    },

    'DELETE /api/projects/{id}': async (ctx) => {
      await deleteProject(ctx.params.id, actorOf(ctx.state.identity), writes);
    },

    // 'Recently deleted' on the Projects screen, and bringing one back with its id and slug.
    'GET /api/projects/deleted': async (ctx) => {
      ctx.body = await deletedProjects(history, deletedRetentionMs);
    },

    'POST /api/projects/deleted/{id}/restore': async (ctx) => {
      const project = await undeleteProject(ctx.params.id, actorOf(ctx.state.identity), writes);
      await keepSchedule(ctx, project.id);
      ctx.body = project;
    },

    // Every saved state of one project, newest first; restoring saves an old one as the newest.
    'GET /api/projects/{id}/history': async (ctx) => {
      ctx.body = await projectHistory(ctx.params.id, history);
    },

    'POST /api/projects/{id}/history/{versionId}/restore': async (ctx) => {
      const id = parseProjectId(ctx.params.id);
      const version = await history.get<Project>(projectKey(id), ctx.params.versionId);
      const input = inputOf(version);
      ctx.body = await inPair(input.language, input.translationKey, async () => {
        if (input.translationKey) await assertTranslationFree(input.language, input.translationKey, id);
        return updateProject(id, withSchedule(input), actorOf(ctx.state.identity), writes, 'restore');
      });
      await keepSchedule(ctx, id);
    },
  });
}
