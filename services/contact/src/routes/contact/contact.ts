import Router from '@koa/router';
import { schemas } from '@rawi/proto';
import { clientKey, errors, rateLimit, validate, type OutboxRelay } from '@rawi/kit';
import { createSubmission, IDEMPOTENCY_KEY_PATTERN } from '../../commands/create-submission.ts';

export interface ContactRouteDeps {
  relay?: OutboxRelay | undefined;
  /** Submissions one client may send per minute. */
  perMinute: number;
}

/** The public contact form. */
export function contactRoutes({ relay, perMinute }: ContactRouteDeps): Router {
  const router = new Router({ prefix: '/api/contact' });

  router.post(
    '/',
    rateLimit({
      name: 'contact',
      windowMs: 60_000,
      max: perMinute,
      key: clientKey,
      message: 'Too many messages; please try again in a minute',
    }),
    validate(schemas.contactMessage),
    async (ctx) => {
      const key = ctx.get('idempotency-key') || undefined;
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw errors.badRequest('Idempotency-Key must be 16 to 100 letters, digits, - or _');
      }
      // The visitor gets the spec's fields; the revision is for staff edits.
      const { revision: _revision, ...submission } = await createSubmission(ctx.input, relay, key);
      ctx.status = 201;
      ctx.body = { submission };
    },
  );

  return router;
}
