import { describe, expect, it } from 'vitest';
import { SUBJECTS, type ContactSubmission, type ErrorBody, type EventPayloads } from '@rawi/proto';
import { OutboxEvent } from '@rawi/kit';
import { bearer, checkedFetch, generateJwtKeys, mintToken, unsignedToken } from '@rawi/kit/testing';
import { SubmissionModel } from '../../models/submission.ts';
import {
  adminHeaders,
  buildContactMessage,
  contactEvents as events,
  contactServer as server,
  sendContact,
  useContactServer,
} from '../../test/support.ts';

useContactServer('contact_submissions', [SUBJECTS.submissionUpdated, SUBJECTS.submissionDeleted]);

const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

/** Sends the form; staff may change the submission at once, while the relay marks its event published. */
async function submit(overrides: Record<string, unknown> = {}): Promise<ContactSubmission> {
  const res = await sendContact(server.url, buildContactMessage(overrides));
  expect(res.status).toBe(201);
  const { submission } = (await res.json()) as { submission: ContactSubmission };
  return submission;
}

const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = adminHeaders(),
) =>
  checkedFetch(`${server.url}/api/contact-submissions${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

describe('auth on the admin submission routes', () => {
  const badTokens: Array<[string, Record<string, string>]> = [
    ['no token', {}],
    ['a token signed with another key', bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey }))],
    ['an unsigned alg=none token', bearer(unsignedToken())],
    ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
  ];

  it.each(badTokens)('GET refuses %s with 401', async (_label, headers) => {
    await submit();
    const res = await call('GET', '', undefined, headers);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
  });

  it.each(badTokens)('PUT refuses %s with 401 and changes nothing', async (_label, headers) => {
    const submission = await submit();
    const res = await call('PUT', `/${submission.id}`, { status: 'resolved' }, headers);
    expect(res.status).toBe(401);
    expect((await SubmissionModel.findById(submission.id).lean())?.status).toBe('new');
  });

  it.each(badTokens)('DELETE refuses %s with 401 and keeps the submission', async (_label, headers) => {
    const submission = await submit();
    const res = await call('DELETE', `/${submission.id}`, undefined, headers);
    expect(res.status).toBe(401);
    expect(await SubmissionModel.countDocuments()).toBe(1);
  });
});

describe('GET /api/contact-submissions', () => {
  it('lists every submission newest first', async () => {
    const first = await submit({ name: 'First Sender' });
    const second = await submit({ name: 'Second Sender', company: undefined, phone: undefined });
    const third = await submit({ name: 'Third Sender' });
    const res = await call('GET', '');
    expect(res.status).toBe(200);
    const list = (await res.json()) as ContactSubmission[];
    expect(list.map((s) => s.id)).toEqual([third.id, second.id, first.id]);
    expect(list[1]).toEqual({ ...second, revision: 0 });
  });

  it('answers an empty list when there are none', async () => {
    const res = await call('GET', '');
    expect(await res.json()).toEqual([]);
  });
});

describe('PUT /api/contact-submissions/:id', () => {
  it('answers 409 to an edit from an older revision and keeps the newer one', async () => {
    const submission = await submit();
    const from = { ...adminHeaders(), 'if-match': '"0"' };
    const first = await call('PUT', `/${submission.id}`, { status: 'in_progress' }, from);
    expect(first.status).toBe(200);
    const stale = await call('PUT', `/${submission.id}`, { status: 'resolved' }, from);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      'This item was changed by someone else. Reload and try again.',
    );
    expect((await SubmissionModel.findById(submission.id).lean())?.status).toBe('in_progress');
  });

  it('sets status, priority and notes, answers the submission and announces contact.submission-updated', async () => {
    const submission = await submit();
    const res = await call('PUT', `/${submission.id}`, {
      status: 'in_progress',
      priority: 'high',
      notes: '  Called back on Monday  ',
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as ContactSubmission;
    expect(updated).toEqual({
      ...submission,
      status: 'in_progress',
      priority: 'high',
      notes: 'Called back on Monday',
      updatedAt: expect.any(String),
      revision: 1,
    });
    expect(await SubmissionModel.findById(submission.id).lean()).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      notes: 'Called back on Monday',
    });

    const event = await events.waitFor(
      (e) =>
        e.subject === SUBJECTS.submissionUpdated &&
        (e.data as EventPayloads['contact.submission-updated']).submission.id === submission.id,
    );
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.data).toEqual({ submission: updated });
    await expect
      .poll(async () => (await OutboxEvent.findById(event.id).lean())?.publishedAt)
      .toBeInstanceOf(Date);
  });

  it.each([
    ['new', 'low'],
    ['resolved', 'medium'],
    ['in_progress', 'high'],
  ])('allows any status (%s) and priority (%s) from any other', async (status, priority) => {
    const submission = await submit();
    await call('PUT', `/${submission.id}`, { status: 'resolved', priority: 'high' });
    const res = await call('PUT', `/${submission.id}`, { status, priority });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status, priority });
  });

  it('changes one field and leaves the others', async () => {
    const submission = await submit();
    const res = await call('PUT', `/${submission.id}`, { priority: 'low' });
    expect(await res.json()).toMatchObject({ status: 'new', priority: 'low' });
  });

  it.each([
    ['an unknown status', { status: 'closed' }, 'status', 'Status must be new, in_progress or resolved'],
    ['an unknown priority', { priority: 'urgent' }, 'priority', 'Priority must be low, medium or high'],
    [
      'an operator as status',
      { status: { $ne: 'new' } },
      'status',
      'Status must be new, in_progress or resolved',
    ],
    ['an operator as notes', { notes: { $set: { name: 'x' } } }, 'notes', 'Must be text'],
    ['a list as priority', { priority: ['high'] }, 'priority', 'Priority must be low, medium or high'],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field, message) => {
    const submission = await submit();
    const res = await call('PUT', `/${submission.id}`, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'validation', fields: { [field]: message } });
    expect(await SubmissionModel.findById(submission.id).lean()).toMatchObject({
      status: 'new',
      priority: 'medium',
    });
  });

  it('ignores fields staff may not change and refuses a body with nothing to change', async () => {
    const submission = await submit();
    const res = await call('PUT', `/${submission.id}`, {
      name: 'Someone Else',
      $set: { email: 'x@example.com' },
      createdEventPublishedAt: null,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Send a status, priority or notes to change');
    const stored = await SubmissionModel.findById(submission.id).lean();
    expect(stored).toMatchObject({ name: submission.name, email: submission.email });

    const mixed = await call('PUT', `/${submission.id}`, { name: 'Someone Else', status: 'resolved' });
    expect(mixed.status).toBe(200);
    expect(await mixed.json()).toMatchObject({ name: submission.name, status: 'resolved' });
  });

  it('refuses malformed JSON with 400', async () => {
    const submission = await submit();
    const res = await call('PUT', `/${submission.id}`, '{"status":');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Malformed JSON body');
  });

  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'not-an-id'],
    ['an injected id', encodeURIComponent('{"$ne":null}')],
  ])('answers 404 for %s', async (_label, id) => {
    await submit();
    const res = await call('PUT', `/${id}`, { status: 'resolved' });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'not_found', message: 'Submission not found' });
    expect(await SubmissionModel.countDocuments({ status: 'resolved' })).toBe(0);
  });
});

describe('DELETE /api/contact-submissions/:id', () => {
  it('removes the submission, answers 204 and announces contact.submission-deleted', async () => {
    const submission = await submit();
    const kept = await submit({ name: 'Kept Sender' });
    const res = await call('DELETE', `/${submission.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await SubmissionModel.find().lean()).map((s) => String(s._id))).toEqual([kept.id]);
    const event = await events.waitFor(
      (e) =>
        e.subject === SUBJECTS.submissionDeleted &&
        (e.data as EventPayloads['contact.submission-deleted']).id === submission.id,
    );
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.data).toEqual({ id: submission.id });
  });

  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'not-an-id'],
  ])('answers 404 for %s and deletes nothing', async (_label, id) => {
    await submit();
    const res = await call('DELETE', `/${id}`);
    expect(res.status).toBe(404);
    expect(await SubmissionModel.countDocuments()).toBe(1);
  });

  it('answers 404 when the submission was already deleted', async () => {
    const submission = await submit();
    expect((await call('DELETE', `/${submission.id}`)).status).toBe(204);
    expect((await call('DELETE', `/${submission.id}`)).status).toBe(404);
  });
});
