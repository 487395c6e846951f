import mongoose, { type Types } from 'mongoose';
import { ROLES, type Role, isObjectId } from '@rawi/proto';
import { documentEventFields } from '@rawi/kit';

/**
 * The key usernames are compared by, so "Admin", " admin " and "ａｄｍｉｎ" are one account
 * (for sign-in, uniqueness and the login throttle alike).
 */
export function usernameKeyOf(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

export interface UserRecord {
  _id: Types.ObjectId;
  username: string;
  usernameKey: string;
  email: string;
  role: Role;
  isActive: boolean;
  /** argon2id; never selected unless asked for, never presented. */
  passwordHash: string;
  lastLogin: Date | null;
  /** Raised whenever the user's existing sessions must end (see token-versions). */
  tokenVersion: number;
  /** Moves on with every edit (optimistic concurrency, If-Match). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new mongoose.Schema<UserRecord>(
  {
    username: { type: String, required: true, trim: true },
    usernameKey: { type: String, required: true },
    email: { type: String, required: true, trim: true },
    role: { type: String, enum: ROLES, required: true, default: 'admin' },
    isActive: { type: Boolean, required: true, default: true },
    passwordHash: { type: String, required: true, select: false },
    lastLogin: { type: Date, default: null },
    tokenVersion: { type: Number, required: true, default: 0 },
    // The user's events go out from here (written with the change), and the revision.
    ...documentEventFields,
  },
  { versionKey: false, timestamps: true, collection: 'users' },
);
// Unique on the folded key: two replicas creating the first admin at once get one user.
userSchema.index({ usernameKey: 1 }, { unique: true });
userSchema.index({ createdAt: 1 });
userSchema.index({ role: 1, isActive: 1 });

userSchema.pre('validate', function () {
  this.usernameKey = usernameKeyOf(this.username);
});

export const UserModel =
  (mongoose.models.User as mongoose.Model<UserRecord> | undefined) ??
  mongoose.model<UserRecord>('User', userSchema);

/** True for a string that can be a user id; anything else is an unknown user (404), not a cast error. */
export const isUserId = isObjectId;

export type UserDocument = mongoose.HydratedDocument<UserRecord>;
