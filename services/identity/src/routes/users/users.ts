import Router from '@koa/router';
import {
  clientKey,
  errors,
  expectedRevision,
  rateLimit,
  requireAuth,
  validate,
  type OutboxRelay,
  type TokenVerifier,
} from '@rawi/kit';
import { schemas } from '@rawi/proto';
import { createUser } from '../../commands/create-user.ts';
import { deleteUser } from '../../commands/delete-user.ts';
import { findUserOr404 } from '../../commands/find-user.ts';
import { PASSWORD_RESET_EMAIL_SENT, requestPasswordReset } from '../../commands/request-password-reset.ts';
import { PASSWORD_RESET_DONE, setPassword } from '../../commands/set-password.ts';
import { updateUser } from '../../commands/update-user.ts';
import { requireActiveUser } from '../../middleware/require-active-user.ts';
import { assertUserAction } from '../../middleware/user-permissions.ts';
import { UserModel } from '../../models/user.ts';
import { presentUser } from '../../presenters/user.ts';
import { enabledAmong, resetTwoFactor } from '../../two-factor/two-factor.ts';

export const SUPERADMIN_ONLY_TWO_FACTOR = "Only a superadmin can reset another user's two-factor sign-in";

export interface UsersRoutesDeps {
  verify: TokenVerifier;
  relay: OutboxRelay | undefined;
  passwordResetTtlMinutes: number;
}

/** The :id path parameter (the router always sets it on these routes). */
const idOf = (ctx: { params: Record<string, string | undefined> }) => ctx.params.id ?? '';

/**
 * User management (spec sections 3, 5, 7): every route needs a verified token of an active user,
 * and what the caller's role may not do to an account is refused with 403 (proto's permissions).
 */
export function usersRouter({ verify, relay, passwordResetTtlMinutes }: UsersRoutesDeps): Router {
  const router = new Router({ prefix: '/api/users', sensitive: false, strict: false });
  const signedIn = [requireAuth(verify), requireActiveUser()];

  router.get('/', ...signedIn, async (ctx) => {
    const users = await UserModel.find().sort({ createdAt: 1, _id: 1 }).lean();
    const withTwoFactor = await enabledAmong(users.map((u) => String(u._id)));
    ctx.body = users.map((u) => ({ ...presentUser(u), twoFactorEnabled: withTwoFactor.has(String(u._id)) }));
  });

  router.post('/', ...signedIn, validate(schemas.userCreate), async (ctx) => {
    const input = ctx.input;
    assertUserAction(ctx, 'create', undefined, { role: input.role });
    const user = await createUser(input, relay);
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  router.patch('/:id', ...signedIn, validate(schemas.userUpdate), async (ctx) => {
    const input = ctx.input;
    assertUserAction(ctx, 'edit', await findUserOr404(idOf(ctx)), {
      role: input.role,
      isActive: input.isActive,
    });
    const user = await updateUser(
      idOf(ctx),
      input,
      relay,
      expectedRevision(ctx.get('if-match') || undefined),
    );
    ctx.body = presentUser(user);
  });

  router.delete('/:id', ...signedIn, async (ctx) => {
    const caller = ctx.state.identity;
    if (!caller) throw new Error('requireAuth did not run');
    assertUserAction(ctx, 'delete', await findUserOr404(idOf(ctx)));
    await deleteUser(idOf(ctx), caller, relay);
    ctx.status = 204;
  });

  router.post('/:id/reset-password', ...signedIn, validate(schemas.resetPassword), async (ctx) => {
    const { password } = ctx.input;
    const target = await findUserOr404(idOf(ctx));
    assertUserAction(ctx, 'resetPassword', target);
    await setPassword(target, password, relay);
    ctx.body = { message: PASSWORD_RESET_DONE };
  });

  router.post('/:id/2fa/reset', ...signedIn, async (ctx) => {
    if (ctx.state.identity?.role !== 'superadmin') throw errors.forbidden(SUPERADMIN_ONLY_TWO_FACTOR);
    const user = await findUserOr404(idOf(ctx));
    await resetTwoFactor({ id: String(user._id), username: user.username }, relay);
    ctx.status = 204;
  });

  router.post(
    '/:id/send-password-reset',
    // Each request sends a mail: keep a runaway client from flooding inboxes.
    rateLimit({
      name: 'send-password-reset',
      windowMs: 15 * 60_000,
      max: 30,
      key: clientKey,
      message: 'Too many password reset emails. Please try again later.',
    }),
    ...signedIn,
    async (ctx) => {
      assertUserAction(ctx, 'sendPasswordReset', await findUserOr404(idOf(ctx)));
      await requestPasswordReset(idOf(ctx), passwordResetTtlMinutes, relay);
      ctx.status = 202;
      ctx.body = { message: PASSWORD_RESET_EMAIL_SENT };
    },
  );

  return router;
}
