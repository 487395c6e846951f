import mongoose from 'mongoose';

/**
 * The form tokens already used, by nonce: a token sent twice is a replay. Each also counts
 * recent messages per client and per sender (as keyed digests, never the address itself), which
 * raises the puzzle's difficulty. Kept until the token would be stale anyway (`expiresAt`,
 * removed by the service: TTL indexes are not relied on).
 */
const formNonceSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    client: { type: String, required: true },
    sender: { type: String, required: true },
    /** The request's Idempotency-Key: a retry of the same message may reuse its token. */
    idempotencyKey: { type: String },
    /** A message the page's form posted without JavaScript (no token): counted on its own. */
    withoutScript: { type: Boolean },
    usedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'contact_form_nonces' },
);

formNonceSchema.index({ client: 1, usedAt: -1 });
formNonceSchema.index({ sender: 1, usedAt: -1 });
formNonceSchema.index({ expiresAt: 1 });

export type FormNonceRecord = mongoose.InferSchemaType<typeof formNonceSchema>;

export const FormNonceModel: mongoose.Model<FormNonceRecord> =
  (mongoose.models.FormNonce as mongoose.Model<FormNonceRecord> | undefined) ??
  mongoose.model<FormNonceRecord>('FormNonce', formNonceSchema);
