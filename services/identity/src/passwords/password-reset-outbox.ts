import mongoose from 'mongoose';
import type { OutboxSource } from '@rawi/kit';
import { SUBJECTS, type EventMeta } from '@rawi/proto';
import { PasswordResetModel } from '../models/password-reset.ts';

/**
 * The reset-token documents are the outbox of `user.password-reset-requested`: token and event
 * are one write, and the raw token is dropped as soon as the event is relayed.
 */
export const passwordResetOutbox: OutboxSource = {
  async pending(limit) {
    const rows = await PasswordResetModel.find({
      publishedAt: null,
      pendingToken: mongoose.trusted({ $ne: null }),
    })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean();
    return rows.map((row) => ({
      id: row.eventId,
      subject: SUBJECTS.userPasswordResetRequested,
      data: {
        userId: String(row.userId),
        username: row.username,
        email: row.email,
        resetToken: row.pendingToken ?? '',
        expiresAt: row.expiresAt.toISOString(),
      },
      occurredAt: row.createdAt,
      meta: (row.eventMeta as EventMeta | null) ?? undefined,
      documentId: row._id,
    }));
  },
  async markPublished({ id, documentId }) {
    await PasswordResetModel.updateOne(
      { _id: documentId, eventId: id },
      { $set: { publishedAt: new Date(), pendingToken: null } },
    );
  },
};
