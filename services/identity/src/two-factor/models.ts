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

/** Settings a superadmin sets for every account (one document). */
export interface SecurityPolicyRecord {
  _id: string;
  requireTwoFactor: boolean;
  updatedAt: Date;
}

const policySchema = new mongoose.Schema<SecurityPolicyRecord>(
  {
    _id: { type: String, required: true },
    requireTwoFactor: { type: Boolean, required: true, default: false },
    updatedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'security_policy' },
);

export const SecurityPolicyModel =
  (mongoose.models.SecurityPolicy as mongoose.Model<SecurityPolicyRecord> | undefined) ??
  mongoose.model<SecurityPolicyRecord>('SecurityPolicy', policySchema);

const POLICY_ID = 'security';

export async function requiresTwoFactor(): Promise<boolean> {
  return (await SecurityPolicyModel.findById(POLICY_ID).lean())?.requireTwoFactor ?? false;
}

export async function setRequireTwoFactor(requireTwoFactor: boolean): Promise<void> {
  await SecurityPolicyModel.updateOne(
    { _id: POLICY_ID },
    { $set: { requireTwoFactor, updatedAt: new Date() } },
    { upsert: true },
  );
}
