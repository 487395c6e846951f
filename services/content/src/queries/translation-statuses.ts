/**
 * Where each section's Arabic translation stands against the English source: from the time of
 * each language's last save (every save and restore moves the section's updatedAt, as it adds a
 * history version) and the section's 'No change needed' mark.
 */
import { CONTENT_SECTIONS, type ContentSection, type ContentTranslationStatus } from '@rawi/proto';
import { translationMarks, translationState } from '@rawi/kit';
import { ContentItemModel } from '../models/content-item.ts';

/** The mark's key of one section (both languages share it). */
export const sectionMarkKey = (section: ContentSection) => `content:${section}`;

const side = (date: Date | undefined) => (date ? { savedAt: date.toISOString() } : null);

/** Every section saved in at least one language, in the landing page's order. */
export async function contentTranslationStatuses(): Promise<ContentTranslationStatus[]> {
  const items = await ContentItemModel.find({}, { section: 1, language: 1, updatedAt: 1 }).lean();
  const marks = await translationMarks(CONTENT_SECTIONS.map(sectionMarkKey));
  const savedAt = (section: string, language: string) =>
    items.find((item) => item.section === section && item.language === language)?.updatedAt;
  return CONTENT_SECTIONS.flatMap((section) => {
    const en = savedAt(section, 'en');
    const ar = savedAt(section, 'ar');
    if (!en && !ar) return [];
    return [
      {
        section,
        ...translationState(en, ar, marks.get(sectionMarkKey(section))),
        en: side(en),
        ar: side(ar),
      },
    ];
  });
}
