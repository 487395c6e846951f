import Router from '@koa/router';
import { apiSchemas, schemas } from '@rawi/proto';
import { expectedRevision, requireAuth, validate, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import { SubmissionModel } from '../../models/submission.ts';
import { presentSubmission } from '../../presenters/submission.ts';
import { submissionsCsv } from '../../presenters/submissions-csv.ts';
import { deleteSubmission, updateSubmission } from '../../commands/change-submission.ts';
import { eraseRequester, requesterData } from '../../commands/requester-data.ts';
import { submissionFilter, type SubmissionFilters } from '../../search/submission-filter.ts';

export interface SubmissionRouteDeps {
  verifyToken: TokenVerifier;
  relay?: OutboxRelay | undefined;
}

const PREFIX = '/api/contact-submissions';

const listOf = async (filters: SubmissionFilters) =>
  (await SubmissionModel.find(submissionFilter(filters)).sort({ createdAt: -1, _id: -1 }).lean()).map(
    presentSubmission,
  );

/** Staff handling of contact submissions (admin). */
export function submissionRoutes({ verifyToken, relay }: SubmissionRouteDeps): Router {
  const router = new Router();
  const auth = requireAuth(verifyToken);

  router.get(PREFIX, auth, validate(apiSchemas.submissionsQuery, 'query'), async (ctx) => {
    ctx.body = await listOf(ctx.input);
  });

  router.get(`${PREFIX}.csv`, auth, validate(apiSchemas.submissionsQuery, 'query'), async (ctx) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`contact-submissions-${new Date().toISOString().slice(0, 10)}.csv`);
    ctx.body = submissionsCsv(await listOf(ctx.input));
  });

  router.get(
    `${PREFIX}/by-email/:email`,
    auth,
    validate(apiSchemas.requesterParams, 'params'),
    async (ctx) => {
      ctx.body = await requesterData(ctx.input.email);
    },
  );

  router.delete(
    `${PREFIX}/by-email/:email`,
    auth,
    validate(apiSchemas.requesterParams, 'params'),
    async (ctx) => {
      ctx.body = await eraseRequester(ctx.input.email, relay);
    },
  );

  router.put(`${PREFIX}/:id`, auth, validate(schemas.submissionUpdate), async (ctx) => {
    ctx.body = await updateSubmission(
      ctx.params.id ?? '',
      ctx.input,
      relay,
      expectedRevision(ctx.get('if-match') || undefined),
    );
  });

  router.delete(`${PREFIX}/:id`, auth, async (ctx) => {
    await deleteSubmission(ctx.params.id ?? '', relay);
    ctx.status = 204;
  });

  return router;
}
