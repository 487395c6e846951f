/**
 * Where each section's Arabic translation stands against the English source: from the time of
 * each language's last save (every save and restore moves the section's updatedAt, as it adds a
 * history version), the section's 'No change needed' mark, and, when the English was saved
 * since, whether its content differs from what it was then (from its history).
 */
import { isDeepStrictEqual } from 'node:util';
import { CONTENT_SECTIONS, type ContentSection, type ContentTranslationStatus } from '@rawi/proto';
import { translationMarks, translationStateByText, type History } from '@rawi/kit';
import { contentItemKey } from '../commands/save-content.ts';
import { ContentItemModel } from '../models/content-item.ts';

/** The mark's key of one section (both languages share it). */
export const sectionMarkKey = (section: ContentSection) => `content:${section}`;

const side = (date: Date | undefined) => (date ? { savedAt: date.toISOString() } : null);

/** Every section saved in at least one language, in the landing page's order. */
export async function contentTranslationStatuses(history: History): Promise<ContentTranslationStatus[]> {
  const items = await ContentItemModel.find({}, { section: 1, language: 1, updatedAt: 1, data: 1 }).lean();
  const marks = await translationMarks(CONTENT_SECTIONS.map(sectionMarkKey));
  const itemOf = (section: string, language: string) =>
    items.find((item) => item.section === section && item.language === language);
  /** Whether the English section's content now is what it was at `at`. */
  const englishUnchangedSince = async (section: ContentSection, at: Date) => {
    const then = await history.versionAt(contentItemKey(section, 'en'), at);
    return then !== undefined && isDeepStrictEqual(then.data, itemOf(section, 'en')?.data);
  };
  const statuses = await Promise.all(
    CONTENT_SECTIONS.map(async (section) => {
      const en = itemOf(section, 'en')?.updatedAt;
      const ar = itemOf(section, 'ar')?.updatedAt;
      if (!en && !ar) return [];
      const state = await translationStateByText(en, ar, marks.get(sectionMarkKey(section)), (caughtUp) =>
        englishUnchangedSince(section, caughtUp),
      );
      return [{ section, ...state, en: side(en), ar: side(ar) }];
    }),
  );
  return statuses.flat();
}
