import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { PasswordResetModel } from '../models/password-reset.ts';

/** 256 random bits, URL-safe: the credential a reset link carries. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** Reset tokens are stored as their sha256 only. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends every unused reset token of a user (a newer link, or the password was set another way). */
export async function revokeResetTokens(userId: Types.ObjectId, now = new Date()): Promise<void> {
  await PasswordResetModel.updateMany({ userId, usedAt: null }, { $set: { usedAt: now } });
}

/** Forgets a user's used or expired tokens once their mail event has been relayed. */
export async function purgeSpentResetTokens(userId: Types.ObjectId, now = new Date()): Promise<void> {
  await PasswordResetModel.deleteMany({
    userId,
    publishedAt: mongoose.trusted({ $ne: null }),
    $or: [{ usedAt: mongoose.trusted({ $ne: null }) }, { expiresAt: mongoose.trusted({ $lte: now }) }],
  });
}
