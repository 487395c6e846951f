import mongoose, { type Types } from 'mongoose';

/**
 * A single-use password-reset token. Only its sha256 is kept for checking; the raw token
 * waits here only until the `user.password-reset-requested` event carrying it to the mailer
 * is relayed (this document is that event's outbox), then it is removed.
 */
export interface PasswordResetRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  username: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  eventId: string;
  /** The raw token until the event is published. */
  pendingToken: string | null;
  publishedAt: Date | null;
  eventMeta: unknown;
  createdAt: Date;
}

const passwordResetSchema = new mongoose.Schema<PasswordResetRecord>(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    username: { type: String, required: true },
    email: { type: String, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    eventId: { type: String, required: true },
    pendingToken: { type: String, default: null },
    publishedAt: { type: Date, default: null },
    /** Who asked for the reset from where, for the event (the activity log). */
    eventMeta: { type: mongoose.Schema.Types.Mixed, default: null },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false }, collection: 'password_resets' },
);
passwordResetSchema.index({ tokenHash: 1 }, { unique: true });
passwordResetSchema.index({ eventId: 1 }, { unique: true });
passwordResetSchema.index({ userId: 1, usedAt: 1 });
passwordResetSchema.index({ publishedAt: 1, createdAt: 1 });

export const PasswordResetModel =
  (mongoose.models.PasswordReset as mongoose.Model<PasswordResetRecord> | undefined) ??
  mongoose.model<PasswordResetRecord>('PasswordReset', passwordResetSchema);
