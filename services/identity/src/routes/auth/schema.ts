import { schemas } from '@rawi/proto';

/** The bodies of the two-factor calls (the shared rules and messages). */
export const twoFactorSchemas = {
  login: schemas.twoFactorLogin,
  challenge: schemas.twoFactorChallenge,
  confirm: schemas.twoFactorConfirm,
  policy: schemas.securityPolicy,
};
