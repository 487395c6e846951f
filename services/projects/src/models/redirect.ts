import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { LANGUAGES, type Language } from '@rawi/proto';

/**
 * A redirect's id names its old address in its language, so the web server's lookup of an
 * address is a read by `_id` (the one read FerretDB v1 answers without scanning the collection).
 */
export const redirectId = (language: Language, from: string) =>
  createHash('sha256').update(`${language}\n${from}`).digest('hex').slice(0, 32);

const redirectSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    language: { type: String, required: true, enum: LANGUAGES },
    /** The old address and where it leads: site paths, decoded, in NFC (redirect-rules.ts). */
    from: { type: String, required: true },
    to: { type: String, required: true },
    /** `slug`: a project's former address, kept pointing at its current one; `manual`: an editor's. */
    kind: { type: String, required: true, enum: ['slug', 'manual'] },
    /** The project a `slug` redirect follows. */
    projectId: { type: String, default: null },
    hits: { type: Number, required: true, default: 0 },
    lastUsedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true, collection: 'redirects' },
);
/** A chain collapses by retargeting every redirect that leads to an address that moved. */
redirectSchema.index({ language: 1, to: 1 });

export type RedirectRecord = mongoose.InferSchemaType<typeof redirectSchema> & { _id: string };

export const RedirectModel = mongoose.model('Redirect', redirectSchema);

/**
 * The address of a deleted project, by the same id: it answers 410 Gone, or 301 to a published
 * counterpart (by its translation key), until a project takes the address again.
 */
const goneAddressSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    language: { type: String, required: true, enum: LANGUAGES },
    from: { type: String, required: true },
    translationKey: { type: String, required: true },
  },
  { versionKey: false, timestamps: true, collection: 'gone_addresses' },
);

export const GoneAddressModel = mongoose.model('GoneAddress', goneAddressSchema);
