import * as yup from 'yup';
import { env, type ConfigOf, type ServiceConfig } from '@rawi/kit';
import { ACTIVITY_RETENTION_DAYS, MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from '@rawi/proto';

/** Identity's own variables, added to the shared ones (PORT, MONGO_URL, JWT_PUBLIC_KEY, PUBLIC_URL...). */
export const identityConfigShape = {
  /** Signs the session tokens (RS256); the services verify with JWT_PUBLIC_KEY. */
  JWT_PRIVATE_KEY: env.pem('JWT_PRIVATE_KEY', 'PRIVATE'),
  JWT_TTL_SECONDS: env.int(3600, 60),
  ADMIN_USERNAME: yup
    .string()
    .trim()
    .min(MIN_USERNAME_LENGTH, `ADMIN_USERNAME must be at least ${MIN_USERNAME_LENGTH} characters`)
    .default('admin'),
  ADMIN_EMAIL: yup.string().trim().email('ADMIN_EMAIL must be an email address').default('admin@rawi.local'),
  /** The first admin's password; when absent one is generated and printed once. */
  ADMIN_PASSWORD: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .optional(),
  PASSWORD_RESET_TTL_MINUTES: env.int(60, 1),
  /** Days activity entries are kept. */
  ACTIVITY_RETENTION_DAYS: env.int(ACTIVITY_RETENTION_DAYS, 1),
  /**
   * Encrypts the TOTP secrets (32 bytes, base64); the chart generates one. Without it a key is
   * derived from JWT_PRIVATE_KEY.
   */
  TOTP_ENCRYPTION_KEY: yup
    .string()
    .optional()
    .test(
      'key',
      'TOTP_ENCRYPTION_KEY must be 32 bytes in base64',
      (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
    ),
};

export type IdentityConfig = ServiceConfig & ConfigOf<typeof identityConfigShape>;
