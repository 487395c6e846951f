import mongoose from 'mongoose';
import type { ContactSubmission } from '@rawi/proto';
import { SentNotificationModel } from '../models/sent-notification.ts';
import { SubmissionModel } from '../models/submission.ts';
import { presentSubmission } from '../presenters/submission.ts';
import { emailKey } from '../search/search-text.ts';

export interface RequesterData {
  email: string;
  submissions: ContactSubmission[];
  notifications: Array<{ id: string; subject: string; sentAt: string }>;
}

/** One sender address's submissions, newest first. */
export const submissionsOf = (email: string) =>
  SubmissionModel.find({ emailKey: emailKey(email) })
    .sort({ createdAt: -1, _id: -1 })
    .lean();

/**
 * The notifier's records of mails about these submissions (keyed by their created events), and
 * the outbox records that still carry a copy of them.
 */
const notificationsOf = (createdEventIds: string[]) =>
  SentNotificationModel.find({ _id: mongoose.trusted({ $in: createdEventIds }) })
    .sort({ sentAt: 1 })
    .lean();

/** Everything held about one sender address: their submissions and the mails sent about them. */
export async function requesterData(email: string): Promise<RequesterData> {
  const records = await submissionsOf(email);
  const notifications = await notificationsOf(records.map((r) => r.createdEventId));
  return {
    email: emailKey(email),
    submissions: records.map(presentSubmission),
    notifications: notifications.map((n) => ({
      id: n._id,
      subject: n.subject,
      sentAt: n.sentAt.toISOString(),
    })),
  };
}
