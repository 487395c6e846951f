import Router from '@koa/router';
import {
  clientKey,
  errors,
  rateLimit,
  requireAuth,
  validate,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { API } from '@rawi/proto';
import { requireActiveUser } from '../../middleware/require-active-user.ts';
import type { Sessions } from '../../sessions.ts';
import { requiresTwoFactor, setRequireTwoFactor } from '../../two-factor/models.ts';
import type { SecretBox } from '../../two-factor/secret-box.ts';
import {
  confirmSignInEnrolment,
  startSignInEnrolment,
  verifySignInCode,
} from '../../two-factor/sign-in-steps.ts';
import { confirmSetup, disableOwn, startSetup, twoFactorStatus } from '../../two-factor/two-factor.ts';
import { twoFactorSchemas } from './schema.ts';

export interface TwoFactorRoutesDeps {
  verify: TokenVerifier;
  sessions: Sessions;
  box: SecretBox;
  relay: OutboxRelay | undefined;
}

const MINUTE = 60_000;
export const SUPERADMIN_ONLY_POLICY = 'Only a superadmin can change the security policy';

const path = (full: string) => full.replace('/api/auth', '');

/** The sign-in's second step, enrolment, the signed-in user's own 2FA and the 2FA policy. */
export function twoFactorRouter({ verify, sessions, box, relay }: TwoFactorRoutesDeps): Router {
  const router = new Router({ prefix: '/api/auth', sensitive: false, strict: false });
  const steps = { sessions, box, relay };
  const signedIn = [requireAuth(verify), requireActiveUser()];
  // Like /login: all requests per client; wrong codes also count in the MongoDB throttle.
  const perClient = rateLimit({
    name: 'sign-in-step',
    windowMs: MINUTE,
    max: 60,
    key: clientKey,
    message: 'Too many sign-in requests. Please try again later.',
  });

  router.post(path(API.loginVerify), perClient, validate(twoFactorSchemas.login), async (ctx) => {
    const { challenge, code } = ctx.input;
    const reply = await verifySignInCode({ challenge, code, clientAddress: ctx.ip }, steps);
    ctx.append('Set-Cookie', sessions.cookie(reply.token));
    ctx.body = reply;
  });

  router.post(path(API.loginEnrol), perClient, validate(twoFactorSchemas.challenge), async (ctx) => {
    const { challenge } = ctx.input;
    ctx.body = await startSignInEnrolment(challenge, steps);
  });

  router.post(path(API.loginEnrolConfirm), perClient, validate(twoFactorSchemas.login), async (ctx) => {
    const { challenge, code } = ctx.input;
    const reply = await confirmSignInEnrolment({ challenge, code, clientAddress: ctx.ip }, steps);
    ctx.append('Set-Cookie', sessions.cookie(reply.token));
    ctx.body = reply;
  });

  router.get(path(API.twoFactor), ...signedIn, async (ctx) => {
    ctx.body = await twoFactorStatus(identityOf(ctx).id);
  });

  router.post(path(API.twoFactorSetup), ...signedIn, async (ctx) => {
    ctx.body = await startSetup(identityOf(ctx), box);
  });

  router.post(path(API.twoFactorEnable), ...signedIn, validate(twoFactorSchemas.confirm), async (ctx) => {
    const { code } = ctx.input;
    ctx.body = {
      recoveryCodes: await confirmSetup(identityOf(ctx), code, { box, relay, clientAddress: ctx.ip }),
    };
  });

  router.post(path(API.twoFactorDisable), ...signedIn, validate(twoFactorSchemas.confirm), async (ctx) => {
    const { code } = ctx.input;
    await disableOwn(identityOf(ctx), code, { box, relay, clientAddress: ctx.ip });
    ctx.status = 204;
  });

  router.get(path(API.securityPolicy), ...signedIn, async (ctx) => {
    ctx.body = { requireTwoFactor: await requiresTwoFactor() };
  });

  router.put(path(API.securityPolicy), ...signedIn, validate(twoFactorSchemas.policy), async (ctx) => {
    if (identityOf(ctx).role !== 'superadmin') throw errors.forbidden(SUPERADMIN_ONLY_POLICY);
    const { requireTwoFactor } = ctx.input;
    await setRequireTwoFactor(requireTwoFactor);
    ctx.body = { requireTwoFactor };
  });

  return router;
}

function identityOf(ctx: { state: { identity?: { id: string; username: string; role: string } } }) {
  const { identity } = ctx.state;
  if (!identity) throw new Error('requireAuth did not run');
  return identity;
}
