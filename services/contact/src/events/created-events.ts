import { SUBJECTS, type EventMeta } from '@rawi/proto';
import type { OutboxSource } from '@rawi/kit';
import { SubmissionModel } from '../models/submission.ts';
import { presentSubmission } from '../presenters/submission.ts';

/**
 * contact.submission-created, kept in each submission until published. The relay publishes
 * with the stored id as Nats-Msg-Id, so a publish repeated after a crash is stored once.
 */
export const createdEvents: OutboxSource = {
  async pending(limit) {
    const records = await SubmissionModel.find({ createdEventPublishedAt: null })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean();
    return records.map((record) => ({
      id: record.createdEventId,
      subject: SUBJECTS.submissionCreated,
      data: { submission: presentSubmission(record) },
      occurredAt: record.createdAt,
      meta: (record.createdEventMeta as EventMeta | null) ?? undefined,
      documentId: record._id,
    }));
  },
  async markPublished({ id, documentId }) {
    await SubmissionModel.updateOne(
      { _id: documentId, createdEventId: id, createdEventPublishedAt: null },
      { $set: { createdEventPublishedAt: new Date() } },
      // The mark must not make the document look newer to the admin.
      { timestamps: false },
    );
  },
};
