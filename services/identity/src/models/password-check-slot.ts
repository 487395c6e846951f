import mongoose from 'mongoose';

/**
 * Per account (`_id`: the folded username), when the next password check from an address the
 * account has never signed in from may run without waiting, as milliseconds since the epoch (a
 * number, so a reservation is one atomic `$inc`). Expiry is checked in code (FerretDB).
 */
export interface PasswordCheckSlotRecord {
  _id: string;
  nextCheckAt: number;
}

const passwordCheckSlotSchema = new mongoose.Schema<PasswordCheckSlotRecord>(
  {
    _id: { type: String, required: true },
    nextCheckAt: { type: Number, required: true },
  },
  { versionKey: false, collection: 'password_check_slots' },
);

export const PasswordCheckSlotModel =
  (mongoose.models.PasswordCheckSlot as mongoose.Model<PasswordCheckSlotRecord> | undefined) ??
  mongoose.model<PasswordCheckSlotRecord>('PasswordCheckSlot', passwordCheckSlotSchema);
