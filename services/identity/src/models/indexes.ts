import { ActivityModel } from './activity.ts';
import { LoginFailureModel } from './login-failure.ts';
import { PasswordResetModel } from './password-reset.ts';
import { UserModel } from './user.ts';

/** Builds the indexes (the unique username index above all) before the service takes requests. */
export async function ensureIndexes(): Promise<void> {
  await Promise.all([
    UserModel.init(),
    PasswordResetModel.init(),
    LoginFailureModel.init(),
    ActivityModel.init(),
  ]);
}
