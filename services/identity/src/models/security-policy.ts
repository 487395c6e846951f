import mongoose from 'mongoose';

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

/** The one policy document's id. */
export const POLICY_ID = 'security';
