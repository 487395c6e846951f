import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS, type ContactSubmission, type ErrorBody, type EventPayloads } from '@rawi/proto';
import { createTokenVerifier } from '@rawi/kit';
import { checkedFetch, startTestServer, testInfra, testLogger, type TestServer } from '@rawi/kit/testing';
import { createApp } from '../../app.ts';
import { formGuard } from '../../form/form-guard.ts';
import { SubmissionModel } from '../../models/submission.ts';
import {
  anotherClient,
  buildContactMessage,
  contactEvents as events,
  contactServer as server,
  presentedNewSubmission,
  sendContact,
  TEST_FORM_SECRET,
  useContactServer,
} from '../../test/support.ts';

useContactServer('contact_form', [SUBJECTS.submissionCreated]);

const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const submissionOf = async (res: Response) =>
  ((await res.json()) as { submission: ContactSubmission }).submission;

describe('POST /api/contact', () => {
  it('stores the message as new with medium priority and answers 201 { submission }', async () => {
    const res = await sendContact(server.url, buildContactMessage({ name: '  Layla Haddad  ' }));
    expect(res.status).toBe(201);
    const submission = await submissionOf(res);
    expect(submission).toEqual(presentedNewSubmission());
    const stored = await SubmissionModel.findById(submission.id).lean();
    expect(stored).toMatchObject({ name: 'Layla Haddad', status: 'new', priority: 'medium' });
  });

  it('publishes contact.submission-created with the id kept in the submission, and marks it published', async () => {
    const submission = await submissionOf(await sendContact(server.url, buildContactMessage()));
    const event = await events.waitFor(
      (e) => (e.data as EventPayloads['contact.submission-created']).submission.id === submission.id,
    );
    const stored = await SubmissionModel.findById(submission.id).lean();
    expect(event).toMatchObject({
      id: stored?.createdEventId,
      subject: SUBJECTS.submissionCreated,
      data: { submission },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(async () => (await SubmissionModel.findById(submission.id).lean())?.createdEventPublishedAt)
      .toBeInstanceOf(Date);
  });

  it('accepts a message without company and phone', async () => {
    const res = await sendContact(server.url, buildContactMessage({ company: undefined, phone: '' }));
    expect(res.status).toBe(201);
    const submission = await submissionOf(res);
    expect(submission).not.toHaveProperty('company');
    expect(submission).not.toHaveProperty('phone');
  });

  it('writes the submission with a majority, journaled write concern before answering', async () => {
    const writes: unknown[] = [];
    mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
      if (collection === 'submissions' && method === 'insertOne') writes.push(args[1]);
    });
    try {
      expect((await sendContact(server.url, buildContactMessage())).status).toBe(201);
    } finally {
      mongoose.set('debug', false);
    }
    expect(writes).toEqual([expect.objectContaining({ w: 'majority', j: true, wtimeout: 10_000 })]);
  });

  describe("validation with the spec's messages, storing nothing", () => {
    it.each([
      ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
      ['a missing name', { name: undefined }, 'name', 'Name must be at least 2 characters'],
      ['a name of spaces', { name: '   ' }, 'name', 'Name must be at least 2 characters'],
      ['an invalid email', { email: 'layla-at-example' }, 'email', 'Please enter a valid email address'],
      ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
      ['an empty email', { email: '' }, 'email', 'Please enter a valid email address'],
      ['a short message', { message: 'Hi there' }, 'message', 'Message must be at least 10 characters'],
      ['a missing message', { message: undefined }, 'message', 'Message must be at least 10 characters'],
      [
        'a message padded to 10 with spaces',
        { message: '   short   ' },
        'message',
        'Message must be at least 10 characters',
      ],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Too long'],
    ])('refuses %s with 400 and the message', async (_label, overrides, field, message) => {
      const res = await sendContact(server.url, buildContactMessage(overrides));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'validation', message, fields: { [field]: message } });
      expect(await SubmissionModel.countDocuments()).toBe(0);
    });

    it('reports every invalid field at once', async () => {
      const res = await sendContact(server.url, { name: 'A', email: 'nope', message: 'short' });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
      });
    });

    it.each([
      ['an operator in the name', { name: { $gt: '' } }, 'name'],
      ['an operator in the email', { email: { $ne: null } }, 'email'],
      ['an operator in the message', { message: { $where: 'sleep(1000)' } }, 'message'],
      ['a list as the name', { name: ['Layla', 'Haddad'] }, 'name'],
      ['an object as the company', { company: { name: 'x' } }, 'company'],
    ])('refuses %s with 400 "Must be text"', async (_label, overrides, field) => {
      const res = await sendContact(server.url, buildContactMessage(overrides));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe('Must be text');
      expect(await SubmissionModel.countDocuments()).toBe(0);
    });

    it('refuses malformed JSON, a JSON array and a body over 1 MB', async () => {
      const malformed = await sendContact(server.url, '{"name": "Layla", ');
      expect(malformed.status).toBe(400);
      expect((await errorOf(malformed)).message).toBe('Malformed JSON body');
      const array = await sendContact(server.url, '[]');
      expect(array.status).toBe(400);
      const huge = await sendContact(
        server.url,
        JSON.stringify(buildContactMessage({ message: 'x'.repeat(1_100_000) })),
      );
      expect(huge.status).toBe(413);
      expect(await SubmissionModel.countDocuments()).toBe(0);
    });
  });

  it('drops unknown fields: a visitor cannot set status, priority, notes or the event bookkeeping', async () => {
    const res = await sendContact(
      server.url,
      buildContactMessage({
        status: 'resolved',
        priority: 'high',
        notes: 'vip',
        createdEventPublishedAt: new Date().toISOString(),
        $where: 'true',
        'a.b': 1,
      }),
    );
    expect(res.status).toBe(201);
    const submission = await submissionOf(res);
    expect(submission).toMatchObject({ status: 'new', priority: 'medium' });
    expect(submission).not.toHaveProperty('notes');
    const stored = await SubmissionModel.collection.findOne({
      _id: new mongoose.Types.ObjectId(submission.id),
    });
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        '_id',
        'company',
        'createdAt',
        'createdEventId',
        'createdEventMeta',
        'createdEventPublishedAt',
        'email',
        'emailKey',
        'message',
        'name',
        'phone',
        'priority',
        'revision',
        'searchText',
        'status',
        'updatedAt',
      ].sort(),
    );
  });

  it('refuses other methods with 405', async () => {
    const res = await checkedFetch(`${server.url}/api/contact`);
    expect(res.status).toBe(405);
  });
});

describe('rate limit per client', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer(
      createApp({
        logger: testLogger,
        verifyToken: createTokenVerifier(testInfra().jwt.publicKey),
        // More free messages than the limit: this test is about the limit, not the puzzle.
        guard: formGuard(TEST_FORM_SECRET, 10),
        contactRateLimit: 5,
      }),
    );
  });
  afterAll(() => limited.close());

  it('allows 5 messages a minute from one client, then answers 429 with Retry-After, other clients unaffected', async () => {
    const client = anotherClient();
    for (let i = 0; i < 5; i += 1) {
      // Different senders: one address's fourth message within the hour would need the puzzle.
      const message = buildContactMessage({ email: `sender${i}@example.com` });
      expect((await sendContact(limited.url, message, client)).status).toBe(201);
    }
    const refused = await sendContact(limited.url, buildContactMessage(), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many messages; please try again in a minute',
    });
    expect(await SubmissionModel.countDocuments()).toBe(5);

    expect((await sendContact(limited.url, buildContactMessage(), anotherClient())).status).toBe(201);
  });

  it('counts invalid attempts too', async () => {
    const client = anotherClient();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendContact(limited.url, { name: 'A' }, client)).status).toBe(400);
    }
    expect((await sendContact(limited.url, buildContactMessage(), client)).status).toBe(429);
  });
});

afterEach(() => {
  mongoose.set('debug', false);
});
