import mongoose from 'mongoose';

/** When a scheduled project is next due: one small entry per project with a publish or unpublish time. */
export interface ScheduleRecord {
  /** The project's id. */
  _id: string;
  dueAt: Date;
}

const scheduleSchema = new mongoose.Schema<ScheduleRecord>(
  {
    _id: { type: String, required: true },
    dueAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'project_schedule' },
);
scheduleSchema.index({ dueAt: 1 });

export const ScheduleModel =
  (mongoose.models.ProjectSchedule as mongoose.Model<ScheduleRecord> | undefined) ??
  mongoose.model<ScheduleRecord>('ProjectSchedule', scheduleSchema);
