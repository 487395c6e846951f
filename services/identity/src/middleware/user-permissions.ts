import type { Context } from 'koa';
import { errors } from '@rawi/kit';
import { permissionMessages, userActionDenial, type UserAction, type UserChange } from '@rawi/proto';
import type { UserRecord } from '../models/user.ts';

/**
 * Refuses with 403 what the signed-in role may not do to a user account (the rule lives in
 * proto's permissions, shared with the Users screen). Runs after `requireActiveUser`, so the
 * caller's role is the stored one, not the token's.
 */
export function assertUserAction(
  ctx: Context,
  action: UserAction,
  target: Pick<UserRecord, '_id' | 'role'> | undefined,
  change: UserChange = {},
): void {
  const actor = ctx.state.identity;
  if (!actor) throw errors.unauthorized();
  const denial = userActionDenial(
    { id: actor.id, role: actor.role },
    action,
    target && { id: String(target._id), role: target.role },
    change,
  );
  if (denial) throw errors.forbidden(permissionMessages.en[denial]);
}
