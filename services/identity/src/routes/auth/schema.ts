import * as yup from 'yup';
import { schemas } from '@rawi/proto';
import { INVALID_RESET_TOKEN } from '../../commands/reset-password-with-token.ts';

/** Consuming a mailed reset link: the token plus the new password (the shared rule and message). */
export const resetPasswordWithTokenSchema = schemas.resetPassword.shape({
  token: yup
    .string()
    .typeError(INVALID_RESET_TOKEN)
    .required(INVALID_RESET_TOKEN)
    .max(200, INVALID_RESET_TOKEN),
});
export type ResetPasswordWithTokenInput = yup.InferType<typeof resetPasswordWithTokenSchema>;

/** The bodies of the two-factor calls (the shared rules and messages). */
export const twoFactorSchemas = {
  login: schemas.twoFactorLogin,
  challenge: schemas.twoFactorChallenge,
  confirm: schemas.twoFactorConfirm,
  policy: schemas.securityPolicy,
};
