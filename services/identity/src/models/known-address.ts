import mongoose from 'mongoose';

/**
 * The client addresses an account (`_id`: the folded username) has completed a sign-in from,
 * most recent last, at most `KNOWN_ADDRESSES_KEPT` of them.
 */
export interface KnownAddressesRecord {
  _id: string;
  addresses: Array<{ address: string; signedInAt: Date }>;
}

const knownAddressesSchema = new mongoose.Schema<KnownAddressesRecord>(
  {
    _id: { type: String, required: true },
    addresses: {
      type: [
        { _id: false, address: { type: String, required: true }, signedInAt: { type: Date, required: true } },
      ],
      default: [],
    },
  },
  { versionKey: false, collection: 'known_addresses' },
);

export const KnownAddressesModel =
  (mongoose.models.KnownAddresses as mongoose.Model<KnownAddressesRecord> | undefined) ??
  mongoose.model<KnownAddressesRecord>('KnownAddresses', knownAddressesSchema);
