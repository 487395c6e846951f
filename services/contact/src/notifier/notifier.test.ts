import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENT_STREAM, SUBJECTS, type ContactSubmission, type EventPayloads } from '@rawi/proto';
import type { Logger } from '@rawi/kit';
import { SentNotificationModel } from '../models/sent-notification.ts';
import { buildContactMessage, getTestServer, sendContact, type ContactTestServer } from '../test/support.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { createMailer } from './mailer.ts';
import { startNotifier, type Notifier, type NotifierOptions } from './notifier.ts';

const STAFF = 'staff@rawi.test';
const PUBLIC_URL = 'https://rawi.example';

let server: ContactTestServer;
const cleanups: Array<() => Promise<unknown>> = [];
const consumers: string[] = [];

beforeAll(async () => {
  server = await getTestServer('contact_notifier');
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  const jsm = await jetstreamManager(server.events.nc);
  for (const name of consumers) await jsm.consumers.delete(EVENT_STREAM, name).catch(() => undefined);
  await server.close();
});

/** A logger whose lines the test can read. */
function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

/** Each test has its own durable consumer, so parallel test files sharing NATS never steal its messages. */
function consumerName() {
  const name = `contact-notifier-test-${randomUUID().slice(0, 8)}`;
  consumers.push(name);
  return name;
}

async function notifier(
  options: Partial<NotifierOptions> & { smtp?: TestSmtpServer | undefined; durableName: string },
): Promise<Notifier> {
  const { smtp, ...rest } = options;
  const started = await startNotifier({
    nc: server.events.nc,
    logger: capturedLogger().logger,
    mailer: smtp ? createMailer(smtp.url) : undefined,
    notifyEmail: STAFF,
    mailFrom: 'Rawi <no-reply@rawi.local>',
    publicUrl: PUBLIC_URL,
    retryDelayMs: () => 200,
    ...rest,
  });
  cleanups.push(() => started.stop());
  return started;
}

async function smtpServer(options: { failFirst?: number } = {}) {
  const smtp = await startSmtpServer(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

async function submit(name: string): Promise<ContactSubmission> {
  const res = await sendContact(
    server.url,
    buildContactMessage({ name, message: `Please call ${name} about a demo of the platform.` }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { submission: ContactSubmission }).submission;
}

const resetRequest = (token = `tok_${randomUUID()}`): EventPayloads['user.password-reset-requested'] => ({
  userId: '0123456789abcdef01234567',
  username: 'noura',
  email: `noura+${token.slice(-6)}@example.com`,
  resetToken: token,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

const forSubmission = (name: string) => (mail: { subject: string }) =>
  mail.subject === `New contact message from ${name}`;

describe('the contact notifier', () => {
  it('mails staff about each new submission through SMTP', async () => {
    const smtp = await smtpServer();
    await notifier({ smtp, durableName: consumerName() });
    const name = `Layla ${randomUUID().slice(0, 6)}`;
    const submission = await submit(name);

    const mail = await smtp.waitFor(forSubmission(name));
    expect(mail.to).toEqual([STAFF]);
    expect(mail.headers).toMatch(/^From: Rawi <no-reply@rawi\.local>$/m);
    expect(mail.headers).toMatch(new RegExp(`^Reply-To: ${name} <layla@example\\.com>$`, 'm'));
    expect(mail.text).toContain(`Name: ${name}`);
    expect(mail.text).toContain('Email: layla@example.com');
    expect(mail.text).toContain('Company: Haddad Trading');
    expect(mail.text).toContain('Phone: +971 4 555 0100');
    expect(mail.text).toContain(submission.message);
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/contact`);
    await expect
      .poll(() => SentNotificationModel.countDocuments({ subject: SUBJECTS.submissionCreated }))
      .toBeGreaterThanOrEqual(1);
  });

  it('mails a user the password-reset link when identity asks, and never logs the token', async () => {
    const smtp = await smtpServer();
    const { logger, lines } = capturedLogger();
    await notifier({ smtp, logger, durableName: consumerName() });
    const request = resetRequest();
    await server.events.publish(SUBJECTS.userPasswordResetRequested, request);

    const mail = await smtp.waitFor((m) => m.to.includes(request.email));
    expect(mail.subject).toBe('Reset your Rawi password');
    expect(mail.text).toContain('Hello noura,');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/login?reset=${request.resetToken}`);
    expect(mail.text).toContain('expires at 2030-01-01T00:00:00.000Z');
    await expect.poll(() => lines.some((line) => line.includes('notification sent'))).toBe(true);
    expect(lines.join('\n')).not.toContain(request.resetToken);
  });

  it('is durable: events published while it is stopped are mailed when it comes back', async () => {
    const smtp = await smtpServer();
    const durableName = consumerName();
    const first = await notifier({ smtp, durableName });
    const before = resetRequest();
    await server.events.publish(SUBJECTS.userPasswordResetRequested, before);
    await smtp.waitFor((m) => m.to.includes(before.email));
    await first.stop();

    const name = `Omar ${randomUUID().slice(0, 6)}`;
    await submit(name);
    const request = resetRequest();
    await server.events.publish(SUBJECTS.userPasswordResetRequested, request);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mails.filter((m) => forSubmission(name)(m) || m.to.includes(request.email))).toEqual([]);

    await notifier({ smtp, durableName });
    await smtp.waitFor(forSubmission(name));
    await smtp.waitFor((m) => m.to.includes(request.email));
  });

  it('retries with a delay when SMTP refuses, and mails once it accepts', async () => {
    const smtp = await smtpServer({ failFirst: 2 });
    const { logger, lines } = capturedLogger();
    await notifier({ smtp, logger, durableName: consumerName() });
    const request = resetRequest();
    await server.events.publish(SUBJECTS.userPasswordResetRequested, request);

    await smtp.waitFor((m) => m.to.includes(request.email));
    expect(smtp.attempts()).toBeGreaterThanOrEqual(3);
    expect(
      lines.filter((line) => line.includes('notification failed; will retry')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(smtp.mails.filter((m) => m.to.includes(request.email))).toHaveLength(1);
  });

  it('retries while the SMTP relay is unreachable, then sends when it is back', async () => {
    const smtp = await smtpServer();
    const unreachable = await smtpServer();
    await unreachable.close();
    const durableName = consumerName();
    const failing = await notifier({ mailer: createMailer(unreachable.url), durableName });
    const request = resetRequest();
    await server.events.publish(SUBJECTS.userPasswordResetRequested, request);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await failing.stop();

    await notifier({ smtp, durableName });
    await smtp.waitFor((m) => m.to.includes(request.email));
  });

  it('acknowledges and logs a skip when SMTP is not configured', async () => {
    const { logger, lines } = capturedLogger();
    const durableName = consumerName();
    await notifier({ smtp: undefined, logger, durableName });
    const request = resetRequest();
    const event = await server.events.publish(SUBJECTS.userPasswordResetRequested, request);

    await expect
      .poll(() =>
        lines.some(
          (line) =>
            line.includes('notification skipped') &&
            line.includes(event.id) &&
            line.includes('SMTP_URL is not set'),
        ),
      )
      .toBe(true);
    const jsm = await jetstreamManager(server.events.nc);
    await expect
      .poll(async () => (await jsm.consumers.info(EVENT_STREAM, durableName)).num_ack_pending)
      .toBe(0);
  });

  it('does not mail an event a second time when JetStream delivers it again', async () => {
    const smtp = await smtpServer();
    await notifier({ smtp, durableName: consumerName() });
    const first = resetRequest();
    const eventId = randomUUID();
    // The earlier delivery sent the mail and recorded it, but its ack was lost.
    await SentNotificationModel.create({
      _id: eventId,
      subject: SUBJECTS.userPasswordResetRequested,
      sentAt: new Date(),
    });
    await server.events.publish(SUBJECTS.userPasswordResetRequested, first, eventId);
    const later = resetRequest();
    await server.events.publish(SUBJECTS.userPasswordResetRequested, later);

    await smtp.waitFor((m) => m.to.includes(later.email));
    expect(smtp.mails.filter((m) => m.to.includes(first.email))).toEqual([]);
  });
});
