/**
 * Translation status of an item kept in two languages (a content section, a project pair):
 * English is the source. The translation caught up with the source at its own last save or when
 * an editor marked it in step ('No change needed'), whichever came later. It is outdated when
 * the source's text now differs from its text then: a source saved since with other text makes
 * it outdated, and putting that text back makes it in step again. The marks live in the
 * service's own `translation_marks` collection, one per item, read and written by `_id` only.
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

/** When a translation last caught up with its source: its last save or its last mark. */
function caughtUpAt(translation: Date, markedAt: Date | undefined): Date {
  return markedAt && markedAt > translation ? markedAt : translation;
}

/** The state of one item from its two languages' last saves and its last mark. */
export function translationState(
  source: Date | undefined,
  translation: Date | undefined,
  markedAt: Date | undefined,
): { state: TranslationState; language?: Language } {
  if (!source) return { state: 'missing', language: SOURCE_LANGUAGE };
  if (!translation) return { state: 'missing', language: TRANSLATION_LANGUAGE };
  return source > caughtUpAt(translation, markedAt)
    ? { state: 'outdated', language: TRANSLATION_LANGUAGE }
    : { state: 'in-step' };
}

/**
 * The state of one item, where a source saved since the translation caught up counts only if
 * its text changed: `sourceUnchangedSince(caughtUp)` says whether the source's text now is the text
 * it had at that time (false when that is no longer known).
 */
export async function translationStateByText(
  source: Date | undefined,
  translation: Date | undefined,
  markedAt: Date | undefined,
  sourceUnchangedSince: (caughtUp: Date) => Promise<boolean>,
): Promise<{ state: TranslationState; language?: Language }> {
  const byTime = translationState(source, translation, markedAt);
  if (byTime.state !== 'outdated' || !translation) return byTime;
  return (await sourceUnchangedSince(caughtUpAt(translation, markedAt))) ? { state: 'in-step' } : byTime;
}
