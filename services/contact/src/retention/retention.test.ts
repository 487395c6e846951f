import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUBJECTS, type ContactSubmission } from '@rawi/proto';
import { OutboxEvent } from '@rawi/kit';
import { SentNotificationModel } from '../models/sent-notification.ts';
import { SubmissionModel } from '../models/submission.ts';
import {
  buildContactMessage,
  contactEvents as events,
  contactServer as server,
  sendContact,
  useContactServer,
} from '../test/support.ts';
import { runRetention } from './retention.ts';

const jobs = () => mongoose.connection.collection('contact_jobs');

useContactServer('contact_retention', [SUBJECTS.submissionsExpired]);
beforeEach(() => jobs().deleteMany({}));

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T03:00:00Z');

/** A submission created `ageDays` before NOW (last changed then too), with `status`, and its mail record. */
async function submissionAged(name: string, ageDays: number, status = 'new'): Promise<ContactSubmission> {
  const email = `${name.toLowerCase().replace(/\W/g, '.')}@example.com`;
  const res = await sendContact(server.url, buildContactMessage({ name, email }));
  const { submission } = (await res.json()) as { submission: ContactSubmission };
  const at = new Date(NOW.getTime() - ageDays * DAY);
  // The relay's mark first: FerretDB may lose one of two updates of a document at the same moment.
  await expect
    .poll(async () => (await SubmissionModel.findById(submission.id).lean())?.createdEventPublishedAt)
    .toBeInstanceOf(Date);
  const { createdEventId } = (await SubmissionModel.findById(submission.id).lean())!;
  await SubmissionModel.collection.updateOne(
    { _id: new mongoose.Types.ObjectId(submission.id) },
    { $set: { createdAt: at, updatedAt: at, status } },
  );
  await SentNotificationModel.create({
    _id: createdEventId,
    subject: SUBJECTS.submissionCreated,
    sentAt: at,
  });
  return submission;
}

const namesLeft = async () => (await SubmissionModel.find().sort({ name: 1 }).lean()).map((s) => s.name);

describe('the retention job', () => {
  it('deletes exactly the submissions older than the retention, their mail records, and records the count', async () => {
    await submissionAged('Older', 366);
    await submissionAged('Edge', 365.01);
    await submissionAged('Recent', 364.9);
    await submissionAged('Fresh', 1);
    const count = await runRetention({ retentionDays: 365, resolvedRetentionDays: 0 }, server.relay, NOW);
    expect(count).toBe(2);
    expect(await namesLeft()).toEqual(['Fresh', 'Recent']);
    expect(await SentNotificationModel.countDocuments()).toBe(2);
    const event = await events.waitFor((e) => e.subject === SUBJECTS.submissionsExpired);
    expect(event.id).toBe('contact-retention-2026-11-25');
    expect(event.data).toEqual({
      count: 2,
      ids: expect.any(Array),
      before: new Date(NOW.getTime() - 365 * DAY).toISOString(),
    });
    expect((event.data as { ids: string[] }).ids).toHaveLength(2);
    expect(event.actor ?? null).toBeNull();
  });

  it('removes resolved submissions after their shorter retention, counted from their last change', async () => {
    await submissionAged('Resolved Old', 40, 'resolved');
    await submissionAged('Open Old', 40, 'in_progress');
    await submissionAged('Resolved Recent', 10, 'resolved');
    const count = await runRetention({ retentionDays: 365, resolvedRetentionDays: 30 }, server.relay, NOW);
    expect(count).toBe(1);
    expect(await namesLeft()).toEqual(['Open Old', 'Resolved Recent']);
  });

  it('keeps everything with CONTACT_RETENTION_DAYS=0 (and no resolved retention)', async () => {
    await submissionAged('Ancient', 5000);
    expect(
      await runRetention({ retentionDays: 0, resolvedRetentionDays: 0 }, server.relay, NOW),
    ).toBeUndefined();
    expect(await namesLeft()).toEqual(['Ancient']);
  });

  it('records nothing on a day with nothing past its retention', async () => {
    await submissionAged('Recent', 10);
    expect(await runRetention({ retentionDays: 365, resolvedRetentionDays: 0 }, server.relay, NOW)).toBe(0);
    expect(await OutboxEvent.countDocuments({ subject: SUBJECTS.submissionsExpired })).toBe(0);
  });

  it('runs once a day across two replicas started together: one deletes and records, the other does nothing', async () => {
    await submissionAged('Older', 400);
    await submissionAged('Also Older', 500);
    const rules = { retentionDays: 365, resolvedRetentionDays: 0 };
    const results = await Promise.all([
      runRetention(rules, server.relay, NOW),
      runRetention(rules, server.relay, NOW),
    ]);
    expect(results.sort()).toEqual([2, undefined]);
    // Later the same day (a replica's hourly check): nothing more.
    await submissionAged('Late', 400);
    expect(
      await runRetention(rules, server.relay, new Date(NOW.getTime() + 3 * 60 * 60 * 1000)),
    ).toBeUndefined();
    expect(await namesLeft()).toEqual(['Late']);
    expect(await OutboxEvent.countDocuments({ subject: SUBJECTS.submissionsExpired })).toBe(1);
    // The next day it runs again.
    expect(await runRetention(rules, server.relay, new Date(NOW.getTime() + DAY))).toBe(1);
  });
});
