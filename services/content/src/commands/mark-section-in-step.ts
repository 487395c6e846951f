import type { Actor, ContentSection, ContentTranslationStatus } from '@rawi/proto';
import { errors, markTranslationInStep, type History } from '@rawi/kit';
import { contentTranslationStatuses, sectionMarkKey } from '../queries/translation-statuses.ts';

/** 'No change needed': the Arabic section matches the English as it is now. */
export async function markSectionInStep(
  section: ContentSection,
  by: Actor | null,
  history: History,
): Promise<ContentTranslationStatus> {
  const before = (await contentTranslationStatuses(history)).find((status) => status.section === section);
  if (!before?.en || !before.ar) throw errors.notFound(`No ${section} content in both languages`);
  await markTranslationInStep(sectionMarkKey(section), by);
  const after = (await contentTranslationStatuses(history)).find((status) => status.section === section);
  if (!after) throw errors.notFound(`No ${section} content in both languages`);
  return after;
}
