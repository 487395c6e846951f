import { AppError, apiHandlers, clientKey, errors, rateLimit, type OutboxRelay } from '@rawi/kit';
import { createSubmission, IDEMPOTENCY_KEY_PATTERN } from '../../commands/create-submission.ts';
import { lookAlikeSubmission } from '../../form/bot-reply.ts';
import { botSubmissions, type FormGuard } from '../../form/form-guard.ts';
import { formPostReply, isFormPost } from './form-post.ts';

export interface ContactRouteDeps {
  relay?: OutboxRelay | undefined;
  /** Submissions one client may send per minute. */
  perMinute: number;
  guard: FormGuard;
}

/** What a message owing more work than its token asked is told (the form solves the new token and sends again). */
export const CHALLENGE_RAISED =
  'Recent messages from this address ask more work: solve the new form token and send the message again';

/** What a post without JavaScript over its hourly allowance is told (the page shows the failure text). */
export const NO_SCRIPT_OVER_ALLOWANCE =
  'Too many messages from this address without JavaScript; please try again later or enable JavaScript';

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
        // The page's form without JavaScript posts without a token (the page is the same for
        // every visitor); an API call without one is a script's.
        const verdict =
          !ctx.input.formToken && isFormPost(ctx)
            ? await guard.checkWithoutScript(ctx.input, clientKey(ctx))
            : await guard.check(ctx.input, clientKey(ctx), key);
        if (verdict.kind === 'overAllowance') throw errors.tooManyRequests(NO_SCRIPT_OVER_ALLOWANCE, 3600);
        if (verdict.kind === 'moreWork') {
          // A person's form may meet this (other messages from the address meanwhile): it is told
          // so, with the new puzzle, and never answered success for a message not stored.
          throw new AppError('challenge_raised', CHALLENGE_RAISED, {
            details: { formToken: verdict.formToken, bits: verdict.bits },
          });
        }
        if (verdict.kind === 'script') {
          // Nothing to learn for the script: the reply a person gets, and nothing stored or sent.
          botSubmissions.inc({ reason: verdict.reason });
          ctx.log.info({ reason: verdict.reason }, 'contact message taken for a script: not stored');
          ctx.body = { submission: lookAlikeSubmission(ctx.input) };
          return;
        }
        // The visitor gets the submission without its revision, which only staff edits use.
        const { revision: _revision, ...submission } = await createSubmission(ctx.input, relay, key);
        ctx.body = { submission };
      },
    },
  });
}
