import { describe, expect, it } from 'vitest';
import { SUBJECTS, type ContactSubmission, type EventPayloads } from '@rawi/proto';
import { OutboxEvent } from '@rawi/kit';
import { SentNotificationModel } from '../../models/sent-notification.ts';
import { SubmissionModel } from '../../models/submission.ts';
import {
  adminHeaders,
  buildContactMessage,
  contactEvents as events,
  contactServer as server,
  sendContact,
  useContactServer,
} from '../../test/support.ts';
import { checkedFetch } from '@rawi/kit/testing';

useContactServer('contact_requester', [SUBJECTS.submissionsErased]);

async function submit(overrides: Record<string, unknown>): Promise<ContactSubmission> {
  const res = await sendContact(server.url, buildContactMessage(overrides));
  expect(res.status).toBe(201);
  return ((await res.json()) as { submission: ContactSubmission }).submission;
}

const byEmail = (method: 'GET' | 'DELETE', email: string, headers: Record<string, string> = adminHeaders()) =>
  checkedFetch(`${server.url}/api/contact-submissions/by-email/${encodeURIComponent(email)}`, {
    method,
    headers,
  });

/** Two of Layla's messages (one typed in capitals), one of Omar's, and the notifier's record of each. */
async function seed() {
  const layla = [await submit({ email: 'layla@example.com' }), await submit({ email: 'Layla@Example.com ' })];
  const omar = await submit({ name: 'Omar Said', email: 'omar@example.com' });
  for (const record of await SubmissionModel.find().lean()) {
    await SentNotificationModel.create({
      _id: record.createdEventId,
      subject: SUBJECTS.submissionCreated,
      sentAt: new Date(),
    });
  }
  return { layla, omar };
}

describe('GET /api/contact-submissions/by-email/:email', () => {
  it('lists everything held for one address (any letter case): submissions and notification records', async () => {
    const { layla } = await seed();
    const res = await byEmail('GET', 'LAYLA@example.com');
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      email: string;
      submissions: ContactSubmission[];
      notifications: Array<{ id: string; subject: string; sentAt: string }>;
    };
    expect(data.email).toBe('layla@example.com');
    expect(data.submissions.map((s) => s.id).sort()).toEqual(layla.map((s) => s.id).sort());
    expect(data.notifications).toHaveLength(2);
    expect(data.notifications[0]).toEqual({
      id: expect.any(String),
      subject: 'contact.submission-created',
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers an empty export for an address with nothing held', async () => {
    await seed();
    expect(await (await byEmail('GET', 'nobody@example.com')).json()).toEqual({
      email: 'nobody@example.com',
      submissions: [],
      notifications: [],
    });
  });

  it('refuses a value that is no email with 400 and the spec message', async () => {
    const res = await byEmail('GET', 'not-an-email');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Please enter a valid email address',
    );
  });

  it.each(['GET', 'DELETE'] as const)('%s requires a signed-in admin (401)', async (method) => {
    await seed();
    const res = await byEmail(method, 'layla@example.com', {});
    expect(res.status).toBe(401);
    expect(await SubmissionModel.countDocuments()).toBe(3);
  });
});

describe('DELETE /api/contact-submissions/by-email/:email', () => {
  it('erases every submission and notification record of the address, keeps the others, and records the count without the address', async () => {
    const { omar } = await seed();
    // Staff changed one of Layla's: its event copy in the outbox carries her address.
    const laylaRecord = await SubmissionModel.findOne({ emailKey: 'layla@example.com' }).lean();
    const put = await checkedFetch(`${server.url}/api/contact-submissions/${String(laylaRecord?._id)}`, {
      method: 'PUT',
      headers: { ...adminHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'resolved' }),
    });
    expect(put.status).toBe(200);

    const erasedIds = (await SubmissionModel.find({ emailKey: 'layla@example.com' }, { _id: 1 }).lean()).map(
      (s) => String(s._id),
    );
    const res = await byEmail('DELETE', 'layla@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: 2, notifications: 2 });

    const left = await SubmissionModel.find().lean();
    expect(left.map((s) => String(s._id))).toEqual([omar.id]);
    expect(await SentNotificationModel.countDocuments()).toBe(1);
    const outbox = await OutboxEvent.find().lean();
    expect(JSON.stringify(outbox)).not.toMatch(/layla/i);

    const event = await events.waitFor((e) => e.subject === SUBJECTS.submissionsErased);
    expect(event.data as EventPayloads['contact.submissions-erased']).toEqual({
      count: 2,
      ids: expect.arrayContaining(erasedIds),
    });
    expect(JSON.stringify(event)).not.toMatch(/layla/i);
    expect(event.actor).toMatchObject({ username: 'noura' });
  });

  it('answers zero for an address with nothing held', async () => {
    await seed();
    expect(await (await byEmail('DELETE', 'nobody@example.com')).json()).toEqual({
      erased: 0,
      notifications: 0,
    });
    expect(await SubmissionModel.countDocuments()).toBe(3);
  });
});
