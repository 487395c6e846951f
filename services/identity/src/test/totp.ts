/** The codes an authenticator app shows, for the two-factor tests (RFC 6238: SHA-1, 6 digits, 30 s). */
import * as OTPAuth from 'otpauth';

/** The code of a secret at a time. */
export const codeAt = (secret: string, timestamp = Date.now()): string =>
  new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp });
