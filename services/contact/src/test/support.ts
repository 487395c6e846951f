/** Starts the contact service's app on port 0 against the real FerretDB and NATS. */
import { beforeAll, expect } from 'vitest';
import { outboxCollection, OutboxEvent, type Events, type OutboxRelay } from '@rawi/kit';
import {
  bearer,
  checkedFetch,
  mintToken,
  startServiceTestServer,
  testLogger,
  useServiceUnderTest,
  type EventCollector,
} from '@rawi/kit/testing';
import type { ContactMessage, ContactSubmission, Subject } from '@rawi/proto';
import { createApp } from '../app.ts';
import { createdEvents } from '../events/created-events.ts';
import { formGuard, type FormGuard } from '../form/form-guard.ts';
import { FormNonceModel } from '../models/form-nonce.ts';
import { SentNotificationModel } from '../models/sent-notification.ts';
import { SubmissionModel } from '../models/submission.ts';

export interface ContactTestServer {
  url: string;
  events: Events;
  relay: OutboxRelay;
  mongoUrl: string;
  /** The form tokens, signed with TEST_FORM_SECRET. */
  guard: FormGuard;
  /** Empties the submissions, the outbox and the notifier's record. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function getTestServer(
  label = 'contact',
  { contactRateLimit = 1000 } = {},
): Promise<ContactTestServer> {
  const server = await startServiceTestServer({
    label,
    outboxSources: [createdEvents, outboxCollection],
    prepare: () => Promise.all([SubmissionModel.init(), SentNotificationModel.init(), FormNonceModel.init()]),
    createApp: ({ relay, verifyToken }) =>
      createApp({ logger: testLogger, verifyToken, guard: testGuard, relay, contactRateLimit }),
  });
  return {
    url: server.url,
    events: server.events,
    relay: server.relay,
    mongoUrl: server.mongoUrl,
    guard: testGuard,
    async reset() {
      await Promise.all([
        SubmissionModel.deleteMany({}),
        FormNonceModel.deleteMany({}),
        OutboxEvent.deleteMany({}),
        SentNotificationModel.deleteMany({}),
      ]);
    },
    close: server.close,
  };
}

/** The form-token secret of the test servers, so tests can make tokens of any age. */
export const TEST_FORM_SECRET = 'test-contact-form-secret-0123456789abcdef';
export const testGuard = formGuard(TEST_FORM_SECRET);

/** A form token issued `ageMs` ago (old enough to pass the fill-time check by default). */
export const formTokenAged = (ageMs = 4000, bits = 0) => testGuard.tokens.issue(bits, Date.now() - ageMs);

export const adminHeaders = () => bearer(mintToken({ username: 'noura', role: 'admin' }));

let clients = 0;
/** A different client address each call (the services trust the gateway's X-Forwarded-For). */
export const anotherClient = () => {
  clients += 1;
  return { 'x-forwarded-for': `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
};

/** A valid contact-form body; overrides may set anything (also what the form must refuse). */
export function buildContactMessage(
  overrides: Record<string, unknown> = {},
): ContactMessage & Record<string, unknown> {
  return {
    name: 'Layla Haddad',
    email: 'layla@example.com',
    company: 'Haddad Trading',
    phone: '+971 4 555 0100',
    message: 'We would like a demo of the platform for our team next week.',
    ...overrides,
  };
}

/** What the API presents for a submission of buildContactMessage(): new, medium priority. */
export const presentedNewSubmission = () => ({
  id: expect.stringMatching(/^[0-9a-f]{24}$/),
  ...buildContactMessage(),
  status: 'new',
  priority: 'medium',
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
});

/**
 * Sends the public contact form as JSON, as the page does: with a form token issued 4 s before
 * unless the body brings its own `formToken` (or is not an object).
 */
export function sendContact(url: string, body: unknown, headers: Record<string, string> = anotherClient()) {
  const withToken =
    body !== null && typeof body === 'object' && !Array.isArray(body) && !('formToken' in body)
      ? { ...body, formToken: formTokenAged() }
      : body;
  return checkedFetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof withToken === 'string' ? withToken : JSON.stringify(withToken),
  });
}

/** The service the calling test file started with useContactServer (a live binding, set in beforeAll). */
export let contactServer: ContactTestServer;
/** The events of the subjects the calling test file asked useContactServer to collect. */
export let contactEvents: EventCollector;

/**
 * Starts the service on its own database for the calling test file, collecting the events of
 * `subjects` when given; every test starts with nothing stored.
 */
export function useContactServer(label: string, subjects: Subject[] = []): void {
  const underTest = useServiceUnderTest(() => getTestServer(label), {
    events: subjects,
    beforeEach: (server) => server.reset(),
  });
  beforeAll(() => {
    contactServer = underTest.server;
    if (subjects.length) contactEvents = underTest.events;
  });
}

/** Sends a valid message (with `overrides`) as a person would and answers the stored submission. */
export async function submitted(
  url: string,
  overrides: Record<string, unknown> = {},
): Promise<ContactSubmission> {
  const res = await sendContact(url, buildContactMessage(overrides));
  expect(res.status).toBe(201);
  return ((await res.json()) as { submission: ContactSubmission }).submission;
}
