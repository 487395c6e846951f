import mongoose from 'mongoose';
import { errors } from '@rawi/kit';
import { UserModel, type UserRecord } from '../models/user.ts';

export const LAST_SUPERADMIN = 'At least one active superadmin must remain';

/**
 * Refuses a change that would leave no active superadmin (deleting, deactivating or demoting
 * the last one), so the admin panel always stays reachable.
 */
export async function assertSuperadminRemains(
  user: Pick<UserRecord, '_id' | 'role' | 'isActive'>,
  after: { role: string; isActive: boolean } | 'deleted',
): Promise<void> {
  const isActiveSuperadmin = user.role === 'superadmin' && user.isActive;
  const staysActiveSuperadmin = after !== 'deleted' && after.role === 'superadmin' && after.isActive;
  if (!isActiveSuperadmin || staysActiveSuperadmin) return;
  const others = await UserModel.countDocuments({
    _id: mongoose.trusted({ $ne: user._id }),
    role: 'superadmin',
    isActive: true,
  });
  if (others === 0) throw errors.conflict(LAST_SUPERADMIN);
}
