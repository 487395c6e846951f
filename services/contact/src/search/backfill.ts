import mongoose from 'mongoose';
import { SubmissionModel } from '../models/submission.ts';
import { emailKey, submissionSearchText } from './search-text.ts';

/**
 * Gives submissions stored before the search and sender fields existed their values (run at
 * start-up; a second replica doing the same writes the same values). Returns how many changed.
 */
export async function backfillSearchFields(batch = 200): Promise<number> {
  let changed = 0;
  for (;;) {
    const records = await SubmissionModel.find({ searchText: mongoose.trusted({ $exists: false }) })
      .limit(batch)
      .lean();
    if (records.length === 0) return changed;
    for (const record of records) {
      await SubmissionModel.updateOne(
        { _id: record._id },
        { $set: { emailKey: emailKey(record.email), searchText: submissionSearchText(record) } },
        // Filling a derived field is no change staff made.
        { timestamps: false },
      );
      changed += 1;
    }
  }
}
