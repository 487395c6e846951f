import mongoose from 'mongoose';
import { ACTIVITY_KINDS } from '@rawi/proto';

/** One activity entry, keyed by the event it was written from (so a redelivery adds nothing). */
const activitySchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    kind: { type: String, required: true, enum: ACTIVITY_KINDS },
    action: { type: String, required: true },
    actor: { type: mongoose.Schema.Types.Mixed, default: null },
    target: { type: mongoose.Schema.Types.Mixed, required: true },
    clientAddress: { type: String, default: null },
    details: { type: mongoose.Schema.Types.Mixed, default: () => ({}) },
  },
  { versionKey: false, minimize: false, collection: 'activity' },
);
activitySchema.index({ at: -1 });
activitySchema.index({ kind: 1, at: -1 });
activitySchema.index({ 'actor.id': 1, at: -1 });

export type ActivityRecord = mongoose.InferSchemaType<typeof activitySchema>;

export const ActivityModel: mongoose.Model<ActivityRecord> =
  (mongoose.models.Activity as mongoose.Model<ActivityRecord> | undefined) ??
  mongoose.model<ActivityRecord>('Activity', activitySchema);
