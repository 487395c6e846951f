import mongoose from 'mongoose';
import { SUBJECTS } from '@rawi/proto';
import { OutboxEvent, recordEvent, type OutboxRelay } from '@rawi/kit';
import { SentNotificationModel } from '../models/sent-notification.ts';
import { SubmissionModel } from '../models/submission.ts';
import { submissionsOf } from '../queries/requester-data.ts';

/**
 * Erases every submission of one sender address, the records of mails about them and the
 * outbox copies of their events, then records contact.submissions-erased with the count only
 * (the activity log must not keep the address it was asked to forget).
 */
export async function eraseRequester(
  email: string,
  relay: OutboxRelay | undefined,
): Promise<{ erased: number; notifications: number }> {
  const records = await submissionsOf(email);
  const ids = records.map((r) => String(r._id));
  const notifications = await SentNotificationModel.deleteMany({
    _id: mongoose.trusted({ $in: records.map((r) => r.createdEventId) }),
  });
  await OutboxEvent.deleteMany({ 'data.submission.id': mongoose.trusted({ $in: ids }) });
  const { deletedCount } = await SubmissionModel.deleteMany({
    _id: mongoose.trusted({ $in: records.map((r) => r._id) }),
  });
  await recordEvent(relay, SUBJECTS.submissionsErased, { count: deletedCount, ids });
  return { erased: deletedCount, notifications: notifications.deletedCount };
}
