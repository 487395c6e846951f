import mongoose from 'mongoose';
import { SUBMISSION_PRIORITIES, SUBMISSION_STATUSES, isObjectId } from '@rawi/proto';

/**
 * A contact-form message and how staff handle it. contact.submission-created travels in the
 * submission itself (its event id, and when the relay published it), so the one insert that
 * stores the message also stores the duty to announce it: nothing is lost if NATS is down or
 * the process dies between the write and the publish.
 */
const submissionSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String },
    phone: { type: String },
    message: { type: String, required: true },
    status: { type: String, required: true, enum: SUBMISSION_STATUSES, default: 'new' },
    priority: { type: String, required: true, enum: SUBMISSION_PRIORITIES, default: 'medium' },
    notes: { type: String },
    createdEventId: { type: String, required: true },
    createdEventPublishedAt: { type: Date, default: null },
    /** The request's trace (and client address) for the event, so a message can be followed to its mail. */
    createdEventMeta: { type: mongoose.Schema.Types.Mixed, default: null },
    /** Moves on with every edit (optimistic concurrency, If-Match). */
    revision: { type: Number, default: 0 },
    /** The sender's address as its submissions are found, exported and erased by (lower case). */
    emailKey: { type: String },
    /** Name, email, company and message as the list's search compares them (search-text.ts). */
    searchText: { type: String },
  },
  { versionKey: false, timestamps: true, collection: 'submissions' },
);

// The admin list, newest first.
submissionSchema.index({ createdAt: -1 });
// The relay's scan for unpublished submission-created events, and its mark.
submissionSchema.index({ createdEventPublishedAt: 1, createdAt: 1 });
submissionSchema.index({ createdEventId: 1 }, { unique: true });
// A sender's submissions (access and erasure requests); the retention job's scans.
submissionSchema.index({ emailKey: 1 });
submissionSchema.index({ status: 1, updatedAt: 1 });

export type SubmissionRecord = mongoose.InferSchemaType<typeof submissionSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

export const SubmissionModel: mongoose.Model<SubmissionRecord> =
  (mongoose.models.Submission as mongoose.Model<SubmissionRecord> | undefined) ??
  mongoose.model<SubmissionRecord>('Submission', submissionSchema);

/** Ids are MongoDB ObjectIds; anything else names no submission (404, not a validation error). */
export const isSubmissionId = isObjectId;
