import type { Middleware } from 'koa';
import { errors } from '@rawi/kit';
import { SESSION_ENDED } from '@rawi/proto';
import { isUserId, UserModel, type UserRecord } from '../models/user.ts';

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user as stored, once `requireActiveUser` has run. */
    user?: UserRecord;
  }
}

/**
 * After the token check: the caller must still exist and be active. A deleted or deactivated
 * admin's token stops working here at once, and the identity carries the current username and role.
 */
export function requireActiveUser(): Middleware {
  return async (ctx, next) => {
    const identity = ctx.state.identity;
    const user = identity && isUserId(identity.id) ? await UserModel.findById(identity.id).lean() : null;
    if (!user || !user.isActive) throw errors.unauthorized('Your account no longer exists or is inactive');
    // Identity reads the version from the database itself: a revoked token stops here at once.
    const tokenVersion = user.tokenVersion ?? 0;
    if ((identity?.tokenVersion ?? 0) < tokenVersion) throw errors.unauthorized(SESSION_ENDED);
    ctx.state.identity = { id: String(user._id), username: user.username, role: user.role, tokenVersion };
    ctx.state.user = user;
    await next();
  };
}
