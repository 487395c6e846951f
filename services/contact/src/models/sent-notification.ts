import mongoose from 'mongoose';

/**
 * The events the notifier has mailed, by event id: a message JetStream delivers again (an ack
 * lost when NATS went down) is acknowledged without a second mail.
 */
const sentNotificationSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    sentAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'sent_notifications' },
);

export type SentNotificationRecord = mongoose.InferSchemaType<typeof sentNotificationSchema>;

export const SentNotificationModel: mongoose.Model<SentNotificationRecord> =
  (mongoose.models.SentNotification as mongoose.Model<SentNotificationRecord> | undefined) ??
  mongoose.model<SentNotificationRecord>('SentNotification', sentNotificationSchema);
