import mongoose from 'mongoose';
import { SUBJECTS, type EventMeta } from '@rawi/proto';
import type { OutboxSource } from '@rawi/kit';
import { LISTED_STATUSES, MediaFileModel } from '../models/media-file.ts';
import { presentMediaFile } from '../presenters/media-file.ts';

/**
 * media.uploaded lives in the media record (its id and whether it went out), written in the
 * same update that makes the file ready; the relay publishes it with that id as Nats-Msg-Id.
 */
export const uploadedEvents: OutboxSource = {
  async pending(limit) {
    const records = await MediaFileModel.find({
      status: mongoose.trusted({ $in: LISTED_STATUSES }),
      uploadedEventId: mongoose.trusted({ $ne: null }),
      uploadedEventPublishedAt: null,
    })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean();
    return records.flatMap((record) =>
      record.uploadedEventId
        ? [
            {
              id: record.uploadedEventId,
              subject: SUBJECTS.mediaUploaded,
              data: { media: presentMediaFile(record) },
              occurredAt: record.createdAt,
              meta: (record.uploadedEventMeta as EventMeta | null) ?? undefined,
              documentId: record._id,
            },
          ]
        : [],
    );
  },
  async markPublished({ id, documentId }) {
    await MediaFileModel.updateOne(
      { _id: documentId, uploadedEventId: id },
      { $set: { uploadedEventPublishedAt: new Date() } },
    );
  },
};
