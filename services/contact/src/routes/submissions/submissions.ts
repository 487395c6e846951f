import Router from '@koa/router';
import { schemas } from '@rawi/proto';
import { expectedRevision, requireAuth, validate, type OutboxRelay, type TokenVerifier } from '@rawi/kit';
import { SubmissionModel } from '../../models/submission.ts';
import { presentSubmission } from '../../presenters/submission.ts';
import { deleteSubmission, updateSubmission } from '../../commands/change-submission.ts';

export interface SubmissionRouteDeps {
  verifyToken: TokenVerifier;
  relay?: OutboxRelay | undefined;
}

/** Staff handling of contact submissions (admin). */
export function submissionRoutes({ verifyToken, relay }: SubmissionRouteDeps): Router {
  const router = new Router({ prefix: '/api/contact-submissions' });
  const auth = requireAuth(verifyToken);

  router.get('/', auth, async (ctx) => {
    const records = await SubmissionModel.find().sort({ createdAt: -1, _id: -1 }).lean();
    ctx.body = records.map(presentSubmission);
  });

  router.put('/:id', auth, validate(schemas.submissionUpdate), async (ctx) => {
    ctx.body = await updateSubmission(
      ctx.params.id ?? '',
      ctx.input,
      relay,
      expectedRevision(ctx.get('if-match') || undefined),
    );
  });

  router.delete('/:id', auth, async (ctx) => {
    await deleteSubmission(ctx.params.id ?? '', relay);
    ctx.status = 204;
  });

  return router;
}
