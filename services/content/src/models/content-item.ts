import mongoose from 'mongoose';
import { documentEventFields } from '@rawi/kit';
import { CONTENT_SECTIONS, LANGUAGES } from '@rawi/proto';

/** One landing-page section in one language; `data` is replaced whole on every save. */
const contentItemSchema = new mongoose.Schema(
  {
    section: { type: String, required: true, enum: CONTENT_SECTIONS },
    language: { type: String, required: true, enum: LANGUAGES },
    data: { type: mongoose.Schema.Types.Mixed, default: () => ({}) },
    // content.updated goes out from here (written with the change), and the revision.
    ...documentEventFields,
  },
  // minimize: false keeps an empty `{}` as saved instead of dropping the field.
  { versionKey: false, timestamps: true, minimize: false, collection: 'content' },
);

contentItemSchema.index({ section: 1, language: 1 }, { unique: true });
// The `all/{language}` read.
contentItemSchema.index({ language: 1, section: 1 });

export type ContentItemRecord = mongoose.InferSchemaType<typeof contentItemSchema>;

export const ContentItemModel = mongoose.model('ContentItem', contentItemSchema);
