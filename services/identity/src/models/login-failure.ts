import mongoose from 'mongoose';

/**
 * Failed sign-ins counted per account (`account:<username key>`) and per client
 * (`client:<address>`), in MongoDB so every replica sees the same count. Expiry is checked
 * in code: TTL indexes are not relied on (FerretDB).
 */
export interface LoginFailureRecord {
  _id: string;
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

const loginFailureSchema = new mongoose.Schema<LoginFailureRecord>(
  {
    _id: { type: String, required: true },
    failures: { type: Number, required: true },
    windowStartedAt: { type: Date, required: true },
    lockedUntil: { type: Date, default: null },
  },
  { versionKey: false, collection: 'login_failures' },
);

export const LoginFailureModel =
  (mongoose.models.LoginFailure as mongoose.Model<LoginFailureRecord> | undefined) ??
  mongoose.model<LoginFailureRecord>('LoginFailure', loginFailureSchema);
