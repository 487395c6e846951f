import { apiHandlers, clientKey, errors, rateLimit, type OutboxRelay } from '@rawi/kit';
import { createSubmission, IDEMPOTENCY_KEY_PATTERN } from '../../commands/create-submission.ts';
import { lookAlikeSubmission } from '../../form/bot-reply.ts';
import { botSubmissions, type FormGuard } from '../../form/form-guard.ts';
import { formPostReply } from './form-post.ts';

export interface ContactRouteDeps {
  relay?: OutboxRelay | undefined;
  /** Submissions one client may send per minute. */
  perMinute: number;
  guard: FormGuard;
}

/** Form tokens one client may ask for per message it may send (several tabs, reloads). */
const TOKENS_PER_MESSAGE = 12;

/** The public contact form. */
export function contactHandlers({ relay, perMinute, guard }: ContactRouteDeps) {
  return apiHandlers('contact', {
    'GET /api/contact/token': {
      beforeAuth: [
        rateLimit({
          name: 'contact-token',
          windowMs: 60_000,
          max: perMinute * TOKENS_PER_MESSAGE,
          key: clientKey,
          message: 'Too many requests; please try again in a minute',
        }),
      ],
      handle: async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { token: await guard.tokenFor(clientKey(ctx)) };
      },
    },

    'POST /api/contact': {
      beforeAuth: [
        formPostReply(),
        rateLimit({
          name: 'contact',
          windowMs: 60_000,
          max: perMinute,
          key: clientKey,
          message: 'Too many messages; please try again in a minute',
        }),
      ],
      handle: async (ctx) => {
        const key = ctx.get('idempotency-key') || undefined;
        if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
          throw errors.badRequest('Idempotency-Key must be 16 to 100 letters, digits, - or _');
        }
        const bot = await guard.check(ctx.input, clientKey(ctx), key);
        ctx.status = 201;
        if (bot) {
          // Nothing to learn for the script: the reply a person gets, and nothing stored or sent.
          botSubmissions.inc({ reason: bot });
          ctx.log.info({ reason: bot }, 'contact message taken for a script: not stored');
          ctx.body = { submission: lookAlikeSubmission(ctx.input) };
          return;
        }
        // The visitor gets the spec's fields; the revision is for staff edits.
        const { revision: _revision, ...submission } = await createSubmission(ctx.input, relay, key);
        ctx.body = { submission };
      },
    },
  });
}
