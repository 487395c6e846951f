/** The mails the notifier sends, as plain text (nothing a visitor typed is ever rendered as HTML). */
import type { ContactSubmission, EventPayloads } from '@rawi/proto';
import type { OutgoingMail } from './mailer.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Header-safe: one line, no control characters. */
const oneLine = (value: string, max = 120) => value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max);

const siteUrl = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function submissionMail(
  submission: ContactSubmission,
  { from, to, publicUrl }: { from: string; to: string; publicUrl: string },
): OutgoingMail {
  const lines = [
    'A visitor sent a message through the contact form.',
    '',
    `Name: ${submission.name}`,
    `Email: ${submission.email}`,
    ...(submission.company ? [`Company: ${submission.company}`] : []),
    ...(submission.phone ? [`Phone: ${submission.phone}`] : []),
    `Received: ${submission.createdAt}`,
    '',
    submission.message,
    '',
    `Manage submissions: ${siteUrl(publicUrl)}/admin/contact`,
  ];
  return {
    from,
    to,
    replyTo: { name: oneLine(submission.name), address: submission.email },
    subject: `New contact message from ${oneLine(submission.name)}`,
    text: lines.join('\n'),
  };
}

/** The link the reset mail carries: the admin login page opens the reset form with the token. */
export const resetLink = (publicUrl: string, token: string) =>
  `${siteUrl(publicUrl)}/admin/login?reset=${encodeURIComponent(token)}`;

export function passwordResetMail(
  request: EventPayloads['user.password-reset-requested'],
  { from, publicUrl }: { from: string; publicUrl: string },
): OutgoingMail {
  return {
    from,
    to: request.email,
    subject: 'Reset your Rawi password',
    text: [
      `Hello ${oneLine(request.username)},`,
      '',
      'Someone asked to reset the password of your Rawi admin account. Open this link to choose a new password:',
      '',
      resetLink(publicUrl, request.resetToken),
      '',
      `The link works once and expires at ${request.expiresAt}. If you did not ask for this, ignore this message; your password stays as it is.`,
    ].join('\n'),
  };
}
