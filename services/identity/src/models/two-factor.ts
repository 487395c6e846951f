import mongoose from 'mongoose';

/**
 * One user's second factor, beside the user record: the sealed TOTP secret (and one waiting
 * for confirmation during enrolment), the hashes of the unused recovery codes, and the last
 * accepted time step so a code cannot be used twice.
 */
export interface TwoFactorRecord {
  _id: mongoose.Types.ObjectId;
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
  recoveryCodes: string[];
  lastStep: number;
  enabledAt: Date | null;
}

const twoFactorSchema = new mongoose.Schema<TwoFactorRecord>(
  {
    enabled: { type: Boolean, required: true, default: false },
    secret: { type: String, default: null },
    pendingSecret: { type: String, default: null },
    recoveryCodes: { type: [String], default: [] },
    lastStep: { type: Number, required: true, default: 0 },
    enabledAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'two_factor' },
);

export const TwoFactorModel =
  (mongoose.models.TwoFactor as mongoose.Model<TwoFactorRecord> | undefined) ??
  mongoose.model<TwoFactorRecord>('TwoFactor', twoFactorSchema);
