import { apiHandlers, clientKey, rateLimit, type OutboxRelay } from '@rawi/kit';
import type { Sessions } from '../../sessions/sessions.ts';
import { requiresTwoFactor, setRequireTwoFactor } from '../../two-factor/security-policy.ts';
import type { SecretBox } from '../../two-factor/secret-box.ts';
import {
  confirmSignInEnrolment,
  startSignInEnrolment,
  verifySignInCode,
} from '../../two-factor/sign-in-steps.ts';
import { confirmSetup, disableOwn, startSetup, twoFactorStatus } from '../../two-factor/two-factor.ts';

export interface TwoFactorRoutesDeps {
  sessions: Sessions;
  box: SecretBox;
  relay: OutboxRelay | undefined;
}

const MINUTE = 60_000;

/** The sign-in's second step, enrolment, the signed-in user's own 2FA and the 2FA policy. */
export function twoFactorHandlers({ sessions, box, relay }: TwoFactorRoutesDeps) {
  const steps = { sessions, box, relay };
  // Like /login: all requests per client; wrong codes also count in the MongoDB throttle.
  const perClient = rateLimit({
    name: 'sign-in-step',
    windowMs: MINUTE,
    max: 60,
    key: clientKey,
    message: 'Too many sign-in requests. Please try again later.',
  });

  return apiHandlers('identity', {
    'POST /api/auth/login/verify': {
      beforeAuth: [perClient],
      handle: async (ctx) => {
        const { challenge, code } = ctx.input;
        const reply = await verifySignInCode({ challenge, code, clientAddress: ctx.ip }, steps);
        ctx.append('Set-Cookie', sessions.cookie(reply.token));
        ctx.body = reply;
      },
    },

    'POST /api/auth/login/enrol': {
      beforeAuth: [perClient],
      handle: async (ctx) => {
        const { challenge } = ctx.input;
        ctx.body = await startSignInEnrolment(challenge, steps);
      },
    },

    'POST /api/auth/login/enrol/confirm': {
      beforeAuth: [perClient],
      handle: async (ctx) => {
        const { challenge, code } = ctx.input;
        const reply = await confirmSignInEnrolment({ challenge, code, clientAddress: ctx.ip }, steps);
        ctx.append('Set-Cookie', sessions.cookie(reply.token));
        ctx.body = reply;
      },
    },

    'GET /api/auth/2fa': async (ctx) => {
      ctx.body = await twoFactorStatus(identityOf(ctx).id);
    },

    'POST /api/auth/2fa/setup': async (ctx) => {
      ctx.body = await startSetup(identityOf(ctx), box);
    },

    'POST /api/auth/2fa/enable': async (ctx) => {
      const { code } = ctx.input;
      ctx.body = {
        recoveryCodes: await confirmSetup(identityOf(ctx), code, { box, relay, clientAddress: ctx.ip }),
      };
    },

    'POST /api/auth/2fa/disable': async (ctx) => {
      const { code } = ctx.input;
      await disableOwn(identityOf(ctx), code, { box, relay, clientAddress: ctx.ip });
    },

    'GET /api/auth/security-policy': async (ctx) => {
      ctx.body = { requireTwoFactor: await requiresTwoFactor() };
    },

    // Superadmin only (the route table's access).
    'PUT /api/auth/security-policy': async (ctx) => {
      const { requireTwoFactor } = ctx.input;
      await setRequireTwoFactor(requireTwoFactor);
      ctx.body = { requireTwoFactor };
    },
  });
}

function identityOf(ctx: { state: { identity?: { id: string; username: string; role: string } } }) {
  const { identity } = ctx.state;
  if (!identity) throw new Error('requireAuth did not run');
  return identity;
}
