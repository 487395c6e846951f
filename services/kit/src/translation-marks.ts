/**
 * Translation status of an item kept in two languages (a content section, a project pair):
 * English is the source. A translation is outdated when the source was saved after the
 * translation's last save, unless an editor marked it in step ('No change needed') after that
 * source save. The marks live in the service's own `translation_marks` collection, one per
 * item, read and written by `_id` only.
 */
import mongoose from 'mongoose';
import type { Actor, Language, TranslationState } from '@rawi/proto';

interface MarkRecord {
  _id: string;
  markedAt: Date;
  by: Actor | null;
}

const markSchema = new mongoose.Schema<MarkRecord>(
  {
    _id: { type: String, required: true },
    markedAt: { type: Date, required: true },
    by: { type: mongoose.Schema.Types.Mixed, default: null },
  },
  { versionKey: false, collection: 'translation_marks' },
);

export const TranslationMarkModel =
  (mongoose.models.TranslationMark as mongoose.Model<MarkRecord> | undefined) ??
  mongoose.model<MarkRecord>('TranslationMark', markSchema);

/** The language translations are made from. */
export const SOURCE_LANGUAGE: Language = 'en';
export const TRANSLATION_LANGUAGE: Language = 'ar';

/** Records that an item's translation matches its source as it is now. */
export async function markTranslationInStep(item: string, by: Actor | null, at = new Date()): Promise<Date> {
  await TranslationMarkModel.updateOne({ _id: item }, { $set: { markedAt: at, by } }, { upsert: true });
  return at;
}

/** When each item was last marked in step (items never marked are absent). */
export async function translationMarks(items: string[]): Promise<Map<string, Date>> {
  const marks = new Map<string, Date>();
  if (!items.length) return marks;
  const found = await TranslationMarkModel.find({ _id: mongoose.trusted({ $in: items }) }).lean();
  for (const mark of found) marks.set(mark._id, mark.markedAt);
  return marks;
}

/** The state of one item from its two languages' last saves and its last mark. */
export function translationState(
  source: Date | undefined,
  translation: Date | undefined,
  markedAt: Date | undefined,
): { state: TranslationState; language?: Language } {
  if (!source) return { state: 'missing', language: SOURCE_LANGUAGE };
  if (!translation) return { state: 'missing', language: TRANSLATION_LANGUAGE };
  const caughtUp = Math.max(translation.getTime(), markedAt?.getTime() ?? 0);
  return source.getTime() > caughtUp
    ? { state: 'outdated', language: TRANSLATION_LANGUAGE }
    : { state: 'in-step' };
}
