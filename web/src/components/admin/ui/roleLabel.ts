import type { Role } from '@rawi/proto';
import type { TranslationKey } from '../../../i18n';

/** 'Super Admin' for superadmin, 'Admin' for admin. */
export function roleLabelKey(role: Role): TranslationKey {
  return role === 'superadmin' ? 'admin.role.superadmin' : 'admin.role.admin';
}
