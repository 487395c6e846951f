import { ActivityModel } from './activity/model.ts';
import { LoginFailureModel } from './models/login-failure.ts';
import { PasswordResetModel } from './models/password-reset.ts';
import { UserModel } from './models/user.ts';

/** Builds the indexes (the unique username index above all) before the service takes requests. */
export async function ensureIndexes(): Promise<void> {
  await Promise.all([
    UserModel.init(),
    PasswordResetModel.init(),
    LoginFailureModel.init(),
    ActivityModel.init(),
  ]);
}
