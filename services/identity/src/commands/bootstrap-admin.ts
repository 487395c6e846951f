import { createdWithEvent, type Logger, type OutboxRelay } from '@rawi/kit';
import { SUBJECTS } from '@rawi/proto';
import type { IdentityConfig } from '../config.ts';
import { UserModel } from '../models/user.ts';
import { generatePassword, hashPassword } from '../passwords/passwords.ts';
import { isDuplicateKey } from './create-user.ts';

type AdminConfig = Pick<IdentityConfig, 'ADMIN_USERNAME' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;

/**
 * On a first start with no users, creates a superadmin so the panel can be reached. Without
 * ADMIN_PASSWORD a strong password is generated and printed once: the only password ever
 * logged. Replicas starting together race on the unique username index; one wins.
 */
export async function bootstrapFirstAdmin({
  config,
  logger,
  relay,
}: {
  config: AdminConfig;
  logger: Logger;
  relay: OutboxRelay | undefined;
}): Promise<'created' | 'exists'> {
  await UserModel.init();
  if (await UserModel.exists({})) return 'exists';
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  try {
    await UserModel.create({
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      role: 'superadmin',
      isActive: true,
      passwordHash: await hashPassword(password),
      ...createdWithEvent(SUBJECTS.userCreated),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    logger.info({ username: config.ADMIN_USERNAME }, 'first admin already created by another replica');
    return 'exists';
  }
  relay?.kick();
  if (config.ADMIN_PASSWORD) {
    logger.info({ username: config.ADMIN_USERNAME }, 'first admin created with ADMIN_PASSWORD');
  } else {
    logger.warn(`first admin: ${config.ADMIN_USERNAME} / ${password}`);
  }
  return 'created';
}
