import mongoose from 'mongoose';
import { documentEventFields } from '@rawi/kit';

/**
 * An uploaded file. The record is written before its object (`uploading`), becomes `ready`
 * once the object is stored, and `deleting` while a delete is under way, so a step that fails
 * half-way leaves a record saying what is left to clean and never an object nobody knows of.
 */
export const MEDIA_STATUSES = ['uploading', 'ready', 'deleting'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
// The kit turns on mongoose's sanitizeFilter, so the operators in this service's own queries
// are marked with mongoose.trusted(); anything from a request stays sanitized.
/** What the library lists: everything whose object was stored (a half-deleted file stays visible so a retry can finish it). */
export const LISTED_STATUSES: MediaStatus[] = ['ready', 'deleting'];

export const VARIANT_STATUSES = ['none', 'pending', 'ready', 'failed'] as const;

const mediaFileSchema = new mongoose.Schema(
  {
    /** The object key `<uuid>.<ext>`: immutable, so the file can be cached for a year. */
    filename: { type: String, required: true },
    originalName: { type: String, required: true },
    /** The MIME type detected from the file's bytes. */
    type: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
    status: { type: String, required: true, enum: MEDIA_STATUSES, default: 'uploading' },
    uploadedBy: { type: String, default: null },
    /** An image's size in pixels as shown (after its EXIF orientation); null for videos. */
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    /**
     * Its resized copies: `none` (a video), `pending` until they are made (by the media.uploaded
     * consumer, or the janitor), `ready`, or `failed` after the last retry (the original is
     * then served in their place).
     */
    variantsStatus: { type: String, enum: VARIANT_STATUSES, default: 'none' },
    variants: {
      type: [
        new mongoose.Schema(
          {
            width: { type: Number, required: true },
            height: { type: Number, required: true },
            type: { type: String, required: true },
            filename: { type: String, required: true },
            /** A crop's shape (cut around the record's focal point); absent for the whole image. */
            crop: { type: String, default: undefined },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    /** What the image shows, per language: offered as the alt text wherever an editor picks it. */
    alt: {
      type: new mongoose.Schema({ en: { type: String }, ar: { type: String } }, { _id: false }),
      default: undefined,
    },
    /** The image only decorates (picked, it is drawn with an empty alt). */
    decorative: { type: Boolean, default: false },
    /** The point every crop keeps in view (fractions of width and height); null: the centre. */
    focal: {
      type: new mongoose.Schema(
        {
          x: { type: Number, required: true, min: 0, max: 1 },
          y: { type: Number, required: true, min: 0, max: 1 },
        },
        { _id: false },
      ),
      default: null,
    },
    /** media.updated goes out from here, written with the change; and the details' revision. */
    ...documentEventFields,
    /** media.uploaded travels in the record itself: its id, and when the relay published it. */
    uploadedEventId: { type: String, default: null },
    uploadedEventPublishedAt: { type: Date, default: null },
    /** Who uploaded it from where, for the event (the activity log). */
    uploadedEventMeta: { type: mongoose.Schema.Types.Mixed, default: null },
  },
  { versionKey: false, timestamps: true, collection: 'media' },
);

mediaFileSchema.index({ filename: 1 }, { unique: true });
// The library list, newest first.
mediaFileSchema.index({ status: 1, createdAt: -1 });
// The relay's scan for unpublished media.uploaded events.
mediaFileSchema.index({ uploadedEventPublishedAt: 1, createdAt: 1 });
mediaFileSchema.index({ uploadedEventId: 1 });
// The janitor's scan for uploads and deletes left half-done.
mediaFileSchema.index({ status: 1, updatedAt: 1 });
// The janitor's scan for images whose variants were never made.
mediaFileSchema.index({ variantsStatus: 1, updatedAt: 1 });

export type MediaFileRecord = mongoose.InferSchemaType<typeof mediaFileSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const MediaFileModel: mongoose.Model<MediaFileRecord> =
  (mongoose.models.MediaFile as mongoose.Model<MediaFileRecord> | undefined) ??
  mongoose.model<MediaFileRecord>('MediaFile', mediaFileSchema);
