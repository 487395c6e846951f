import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  checkedFetch,
  corpusFaults,
  mintToken,
  NO_CORPUS_FAULTS,
  PROTOTYPE_MEMBERS,
  runCorpus,
} from '@rawi/kit/testing';
import { validationMessages, type ContactSubmission, type ErrorBody } from '@rawi/proto';
import { SubmissionModel } from '../../models/submission.ts';
import {
  adminHeaders,
  buildContactMessage,
  getTestServer,
  sendContact,
  type ContactTestServer,
} from '../../test/support.ts';

let server: ContactTestServer;
beforeAll(async () => {
  server = await getTestServer('contact_bad_input');
});
afterAll(() => server.close());

describe('contact: hostile input', () => {
  it('answers every corpus request without a 5xx and stores nothing', async () => {
    const replies = await runCorpus(
      server.url,
      [
        { method: 'POST', path: '/api/contact' },
        { method: 'GET', path: '/api/contact-submissions' },
        { method: 'PUT', path: '/api/contact-submissions/0123456789abcdef01234567' },
        { method: 'DELETE', path: '/api/contact-submissions/not-an-id' },
      ],
      bearer(mintToken()),
    );
    expect(corpusFaults(replies)).toEqual(NO_CORPUS_FAULTS);
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });
});

const m = validationMessages.en;

let sent = 0;
/** A stored submission, from a sender of its own (the form asks repeat senders for a puzzle). */
async function submit(): Promise<ContactSubmission> {
  sent += 1;
  const res = await sendContact(server.url, buildContactMessage({ email: `sender-${sent}@example.com` }));
  expect(res.status).toBe(201);
  const { submission } = (await res.json()) as { submission: ContactSubmission };
  expect(await SubmissionModel.countDocuments({ _id: submission.id })).toBe(1);
  return submission;
}

/** What staff can change on a submission, and its revision. */
const editableOf = (id: string) =>
  SubmissionModel.findById(id, { status: 1, priority: 1, notes: 1, revision: 1, updatedAt: 1 }).lean();

const update = (id: string, body: string, contentType = 'application/json') =>
  checkedFetch(`${server.url}/api/contact-submissions/${id}`, {
    method: 'PUT',
    headers: { ...adminHeaders(), 'content-type': contentType },
    body,
  });

describe('contact: keys, types and texts at the edge', () => {
  it.each([
    ['a CR LF in the name (a mail header)', { name: 'Evil\r\nBcc: x@evil.example' }, 'name', m.singleLine],
    ['a LF in the e-mail', { email: 'a@example.com\nBcc: x@evil.example' }, 'email', m.singleLine],
    ['a NUL in the message', { message: 'Hello there\u0000, a demo please' }, 'message', m.controlCharacters],
    ['a right-to-left override in the company', { company: 'Acme \u202eCorp' }, 'company', m.bidiUnbalanced],
    [
      'a lone surrogate in the message',
      { message: 'Hello there \ud83d friend' },
      'message',
      m.brokenCharacters,
    ],
    ['a number as the phone', { phone: 5550100 }, 'phone', m.mustBeText],
  ])('refuses %s with 400 and stores nothing', async (_label, override, field, message) => {
    const res = await sendContact(server.url, buildContactMessage(override));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.[field]).toBe(message);
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });

  it('refuses a __proto__ key with 400 naming the body as its field, as every other 400, storing nothing', async () => {
    const body = '{"__proto__": {"admin": true}, "name": "Sara"}';
    const res = await checkedFetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error).toEqual({ code: 'validation', message: m.keyReserved, fields: { _: m.keyReserved } });
    expect(await SubmissionModel.countDocuments()).toBe(0);
  });

  it('accepts a message over several lines, with tabs and a balanced bidi pair', async () => {
    const message = 'Hello,\r\n\tplease call \u2066+966 11 000 0000\u2069 tomorrow.';
    const res = await sendContact(server.url, buildContactMessage({ message }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { submission: ContactSubmission }).submission.message).toBe(message);
    await SubmissionModel.deleteMany({});
  });

  describe('PUT /api/contact-submissions/{id}', () => {
    it.each([
      ['form-urlencoded', 'application/x-www-form-urlencoded', 'status=resolved&notes=x'],
      [
        'multipart',
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="status"\r\n\r\nresolved\r\n--b--\r\n',
      ],
      ['text', 'text/plain', '{"status":"resolved"}'],
    ])(
      'refuses a %s body with 415 and the usual error body, changing nothing',
      async (_label, type, body) => {
        const { id } = await submit();
        const before = await editableOf(id);
        const res = await update(id, body, type);
        expect(res.status).toBe(415);
        const reply = (await res.json()) as ErrorBody;
        expect(reply.error).toEqual({
          code: 'unsupported_media_type',
          message: 'Send the body as JSON (Content-Type: application/json)',
        });
        expect(reply.requestId).toEqual(expect.any(String));
        expect(await editableOf(id)).toEqual(before);
        await SubmissionModel.deleteMany({});
      },
    );

    it.each([
      ['a NUL in the notes', '{"notes":"call back\\u0000"}', 'notes', m.controlCharacters],
      ['a number as the notes', '{"notes":42}', 'notes', m.mustBeText],
      ['a boolean as the status', '{"status":true}', 'status', m.submissionStatusInvalid],
    ])('refuses %s with 400', async (_label, body, field, message) => {
      const { id } = await submit();
      const res = await update(id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields?.[field]).toBe(message);
      await SubmissionModel.deleteMany({});
    });

    it('saves an update sent with keys named like Object.prototype members, without them', async () => {
      const { id } = await submit();
      const keys = Object.fromEntries(PROTOTYPE_MEMBERS.map((key) => [key, { polluted: 1 }]));
      const res = await update(id, JSON.stringify({ status: 'resolved', notes: 'Called.\nDone.', ...keys }));
      expect(res.status).toBe(200);
      const stored = await SubmissionModel.findById(id).lean();
      expect(stored).toMatchObject({ status: 'resolved', notes: 'Called.\nDone.' });
      expect(Object.keys(stored ?? {}).filter((key) => PROTOTYPE_MEMBERS.includes(key))).toEqual([]);
      await SubmissionModel.deleteMany({});
    });
  });
});
