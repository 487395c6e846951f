import Router from '@koa/router';
import type { Context } from 'koa';
import { DEFAULT_LANGUAGE, type Project } from '@rawi/proto';
import type { History } from '@rawi/kit';
import {
  actorOf,
  conditionalGet,
  expectedRevision,
  optionalAuth,
  requireAuth,
  validate,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import type { ProjectCatalogue } from '../../queries/catalogue-cache.ts';
import { createProject } from '../../commands/create-project.ts';
import { updateProject } from '../../commands/update-project.ts';
import { deleteProject } from '../../commands/delete-project.ts';
import { parseProjectId, projectNotFound } from '../../commands/project-id.ts';
import {
  deletedProjects,
  inputOf,
  projectHistory,
  projectKey,
  undeleteProject,
} from '../../commands/project-history.ts';
import { languageQuery, projectBody } from './schema.ts';
import {
  assertTranslationFree,
  inPair,
  markPairInStep,
  projectTranslationStatuses,
} from '../../commands/translations.ts';
import { scheduleAfterSave, withSchedule } from '../../commands/schedule.ts';

export interface ProjectRouteDeps {
  verifyToken: TokenVerifier;
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

export function projectRoutes({
  verifyToken,
  catalogue,
  relay,
  history,
  deletedRetentionMs,
}: ProjectRouteDeps): Router {
  const router = new Router({ prefix: '/api/projects' });
  const writes = { relay, history, deletedRetentionMs };

  router.get('/', optionalAuth(verifyToken), validate(languageQuery, 'query'), revalidate(), async (ctx) => {
    const { language } = ctx.input;
    const view = await catalogue.list(ctx.state.identity ? 'admin' : 'visitor', language);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = view.json;
    ctx.etag = view.etag;
  });

  router.get(
    '/slug/:slug',
    optionalAuth(verifyToken),
    validate(languageQuery, 'query'),
    revalidate(),
    async (ctx) => {
      const { language = DEFAULT_LANGUAGE } = ctx.input;
      const project = await catalogue.bySlug(
        ctx.state.identity ? 'admin' : 'visitor',
        ctx.params.slug ?? '',
        language,
      );
      if (!project) throw projectNotFound();
      ctx.body = project;
    },
  );

  router.post('/', requireAuth(verifyToken), validate(projectBody), async (ctx) => {
    const project = await createProject(ctx.input, actorOf(ctx.state.identity), writes);
    await keepSchedule(ctx, project.id);
    ctx.body = project;
    ctx.status = 201;
  });

  router.put('/:id', requireAuth(verifyToken), validate(projectBody), async (ctx) => {
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
  });

  // Translation status of every project pair, and 'No change needed' for one.
  router.get('/translations', requireAuth(verifyToken), async (ctx) => {
    ctx.body = await projectTranslationStatuses();
  });

  router.post('/translations/:translationKey/in-step', requireAuth(verifyToken), async (ctx) => {
    ctx.body = await markPairInStep(ctx.params.translationKey ?? '', actorOf(ctx.state.identity));
  });

  router.delete('/:id', requireAuth(verifyToken), async (ctx) => {
    await deleteProject(ctx.params.id, actorOf(ctx.state.identity), writes);
    ctx.status = 204;
  });

  // 'Recently deleted' on the Projects screen, and bringing one back with its id and slug.
  router.get('/deleted', requireAuth(verifyToken), async (ctx) => {
    ctx.body = await deletedProjects(history, deletedRetentionMs);
  });

  router.post('/deleted/:id/restore', requireAuth(verifyToken), async (ctx) => {
    const project = await undeleteProject(ctx.params.id, actorOf(ctx.state.identity), writes);
    await keepSchedule(ctx, project.id);
    ctx.body = project;
    ctx.status = 201;
  });

  // Every saved state of one project, newest first; restoring saves an old one as the newest.
  router.get('/:id/history', requireAuth(verifyToken), async (ctx) => {
    ctx.body = await projectHistory(ctx.params.id, history);
  });

  router.post('/:id/history/:versionId/restore', requireAuth(verifyToken), async (ctx) => {
    const id = parseProjectId(ctx.params.id);
    const version = await history.get<Project>(projectKey(id), ctx.params.versionId);
    const input = inputOf(version);
    ctx.body = await inPair(input.language, input.translationKey, async () => {
      if (input.translationKey) await assertTranslationFree(input.language, input.translationKey, id);
      return updateProject(id, withSchedule(input), actorOf(ctx.state.identity), writes, 'restore');
    });
    await keepSchedule(ctx, id);
  });

  return router;
}
