import * as yup from 'yup';
import { CONTACT_RETENTION_DAYS, DEFAULT_PORTS } from '@rawi/proto';
import { env } from '@rawi/kit';

/** The contact service's own variables, beside the shared ones. */
export const contactConfigShape = {
  PORT: env.port(DEFAULT_PORTS.contact),
  /** The SMTP relay, e.g. smtps://user:pass@mail.example.com:465; unset: no mail is sent (logged). */
  SMTP_URL: env.optionalUrl(['smtp', 'smtps'], 'SMTP_URL must be an smtp:// or smtps:// URL'),
  /** Who is told about each new submission; unset: submission mails are skipped (logged). */
  NOTIFY_EMAIL: yup.string().email('NOTIFY_EMAIL must be an email address').optional(),
  MAIL_FROM: yup.string().default('Rawi <no-reply@rawi.local>'),
  /** How long the notifier's unacknowledged events wait before JetStream redelivers them (after a crash). */
  NOTIFIER_ACK_WAIT_MS: env.int(60_000, 1000).label('NOTIFIER_ACK_WAIT_MS'),
  /** Contact-form submissions one client may send per minute. */
  CONTACT_RATE_LIMIT: env.int(5, 1).label('CONTACT_RATE_LIMIT'),
  /**
   * Signs the contact form's tokens (at least 32 characters; every replica the same). Unset: a
   * random secret made once and kept in the service's database.
   */
  CONTACT_FORM_SECRET: yup.string().optional().min(32, 'CONTACT_FORM_SECRET must be at least 32 characters'),
  /**
   * Messages per hour one client address or one sender address may send before each further one
   * needs a hash puzzle solved in the browser (harder with every message).
   */
  CONTACT_FREE_MESSAGES_PER_HOUR: env.int(3, 0).label('CONTACT_FREE_MESSAGES_PER_HOUR'),
  /** Days a submission is kept (0: kept until deleted). */
  CONTACT_RETENTION_DAYS: env.int(CONTACT_RETENTION_DAYS, 0).label('CONTACT_RETENTION_DAYS'),
  /** Days a resolved submission is kept after its last change (0: as long as any other). */
  CONTACT_RESOLVED_RETENTION_DAYS: env.int(0, 0).label('CONTACT_RESOLVED_RETENTION_DAYS'),
};
