import Router from '@koa/router';
import { DEFAULT_LANGUAGE, type Language, type ProjectInput } from '@rawi/proto';
import {
  conditionalGet,
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
import { projectNotFound } from '../../commands/project-id.ts';
import { languageQuery, projectBody } from './schema.ts';

export interface ProjectRouteDeps {
  verifyToken: TokenVerifier;
  catalogue: ProjectCatalogue;
  relay?: OutboxRelay | undefined;
}

// What a visitor and an admin see differ, so caches must key on the credentials too.
const revalidate = () => conditionalGet({ vary: ['Authorization', 'Cookie'] });

export function projectRoutes({ verifyToken, catalogue, relay }: ProjectRouteDeps): Router {
  const router = new Router({ prefix: '/api/projects' });

  router.get('/', optionalAuth(verifyToken), validate(languageQuery, 'query'), revalidate(), async (ctx) => {
    const { language } = ctx.input as { language?: Language };
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
      const { language = DEFAULT_LANGUAGE } = ctx.input as { language?: Language };
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
    ctx.body = await createProject(ctx.input as ProjectInput, relay);
    ctx.status = 201;
  });

  router.put('/:id', requireAuth(verifyToken), validate(projectBody), async (ctx) => {
    ctx.body = await updateProject(ctx.params.id, ctx.input as ProjectInput, relay);
  });

  router.delete('/:id', requireAuth(verifyToken), async (ctx) => {
    await deleteProject(ctx.params.id, relay);
    ctx.status = 204;
  });

  return router;
}
