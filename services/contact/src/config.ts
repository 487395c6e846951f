import * as yup from 'yup';
import { DEFAULT_PORTS } from '@rawi/proto';
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
};
