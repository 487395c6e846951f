/**
 * What each role may do to user accounts: the one rule the identity service enforces (403)
 * and the Users screen shows (disabled controls with the reason as a tooltip).
 * Only a superadmin may create, edit, reset, send a reset to, deactivate or delete a
 * superadmin, or give anyone the superadmin role. An admin manages admin accounts and may
 * change their own email and password, but not their own role or active flag.
 */
import type { Role } from './constants.ts';

export type UserAction = 'create' | 'edit' | 'resetPassword' | 'sendPasswordReset' | 'delete';

export type PermissionDenial = 'superadminOnly' | 'grantSuperadmin' | 'ownRoleOrStatus';

export const permissionMessages: Record<'en' | 'ar', Record<PermissionDenial, string>> = {
  en: {
    superadminOnly: 'Only a superadmin can manage a superadmin account',
    grantSuperadmin: 'Only a superadmin can give the superadmin role',
    ownRoleOrStatus: 'You cannot change your own role or active status',
  },
  ar: {
    superadminOnly: 'لا يدير حساب المدير العام إلا مدير عام',
    grantSuperadmin: 'لا يمنح دور المدير العام إلا مدير عام',
    ownRoleOrStatus: 'لا يمكنك تغيير دورك أو حالة تفعيل حسابك',
  },
};

/** Who acts, as the permission rules need them: id and role. */
export interface PermittedActor {
  id: string;
  role: Role;
}

export interface TargetUser {
  id: string;
  role: Role;
}

/** The change asked for, where it matters: a new role and active flag. */
export interface UserChange {
  role?: Role;
  isActive?: boolean;
}

/**
 * Why `actor` may not do `action` to `target` (undefined when allowed). `target` is the stored
 * user (absent for `create`), `change` the role and active flag asked for.
 */
export function userActionDenial(
  actor: PermittedActor,
  action: UserAction,
  target: TargetUser | undefined,
  change: UserChange = {},
): PermissionDenial | undefined {
  if (actor.role === 'superadmin') return undefined;
  if (target?.role === 'superadmin') return 'superadminOnly';
  if (change.role === 'superadmin') return 'grantSuperadmin';
  const self = target !== undefined && target.id.toLowerCase() === actor.id.toLowerCase();
  if (self && action === 'edit') {
    if (change.role !== undefined && change.role !== target.role) return 'ownRoleOrStatus';
    if (change.isActive === false) return 'ownRoleOrStatus';
  }
  return undefined;
}
