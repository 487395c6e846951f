import { apiHandlers, clientKey, expectedRevision, rateLimit, type OutboxRelay } from '@rawi/kit';
import { createUser } from '../../commands/create-user.ts';
import { deleteUser } from '../../commands/delete-user.ts';
import { findUserOr404 } from '../../queries/find-user.ts';
import { PASSWORD_RESET_EMAIL_SENT, requestPasswordReset } from '../../commands/request-password-reset.ts';
import { PASSWORD_RESET_DONE, setPassword } from '../../commands/set-password.ts';
import { updateUser } from '../../commands/update-user.ts';
import { assertUserAction } from '../../middleware/user-permissions.ts';
import { UserModel } from '../../models/user.ts';
import { presentUser } from '../../presenters/user.ts';
import { enabledAmong, resetTwoFactor } from '../../two-factor/two-factor.ts';

export interface UsersRoutesDeps {
  relay: OutboxRelay | undefined;
  passwordResetTtlMinutes: number;
}

/**
 * User management: every call needs a verified token of an active user, and what the caller's
 * role may not do to an account is refused with 403 (proto's permissions).
 */
export function usersHandlers({ relay, passwordResetTtlMinutes }: UsersRoutesDeps) {
  return apiHandlers('identity', {
    'GET /api/users': async (ctx) => {
      const users = await UserModel.find().sort({ createdAt: 1, _id: 1 }).lean();
      const withTwoFactor = await enabledAmong(users.map((u) => String(u._id)));
      ctx.body = users.map((u) => ({
        ...presentUser(u),
        twoFactorEnabled: withTwoFactor.has(String(u._id)),
      }));
    },

    'POST /api/users': async (ctx) => {
      const input = ctx.input;
      assertUserAction(ctx, 'create', undefined, { role: input.role });
      const user = await createUser(input, relay);
      ctx.body = presentUser(user);
    },

    'PATCH /api/users/{id}': async (ctx) => {
      const input = ctx.input;
      const { id } = ctx.params;
      assertUserAction(ctx, 'edit', await findUserOr404(id), {
        role: input.role,
        isActive: input.isActive,
      });
      const user = await updateUser(id, input, relay, expectedRevision(ctx.get('if-match') || undefined));
      ctx.body = presentUser(user);
    },

    'DELETE /api/users/{id}': async (ctx) => {
      const caller = ctx.state.identity;
      if (!caller) throw new Error('requireAuth did not run');
      assertUserAction(ctx, 'delete', await findUserOr404(ctx.params.id));
      await deleteUser(ctx.params.id, caller, relay);
    },

    'POST /api/users/{id}/reset-password': async (ctx) => {
      const { password } = ctx.input;
      const target = await findUserOr404(ctx.params.id);
      assertUserAction(ctx, 'resetPassword', target);
      await setPassword(target, password, relay);
      ctx.body = { message: PASSWORD_RESET_DONE };
    },

    // Superadmin only (the route table's access).
    'POST /api/users/{id}/2fa/reset': async (ctx) => {
      const user = await findUserOr404(ctx.params.id);
      await resetTwoFactor({ id: String(user._id), username: user.username }, relay);
    },

    'POST /api/users/{id}/send-password-reset': {
      // Each request sends a mail: keep a runaway client from flooding inboxes.
      beforeAuth: [
        rateLimit({
          name: 'send-password-reset',
          windowMs: 15 * 60_000,
          max: 30,
          key: clientKey,
          message: 'Too many password reset emails. Please try again later.',
        }),
      ],
      handle: async (ctx) => {
        assertUserAction(ctx, 'sendPasswordReset', await findUserOr404(ctx.params.id));
        await requestPasswordReset(ctx.params.id, passwordResetTtlMinutes, relay);
        ctx.body = { message: PASSWORD_RESET_EMAIL_SENT };
      },
    },
  });
}
