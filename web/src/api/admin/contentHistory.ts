import { pathOf, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import { call } from '../call';
import { contentKey } from '../content';
import type { HistoryTarget } from './history';

/**
 * The History dialog's calls for one content section in one language. `D` is the section's
 * data: a restored version holds a state of this section that the content service validated
 * when it was saved (the reply schema checks only that it is an object).
 */
export function contentHistoryTarget<D extends object = Record<string, unknown>>(
  section: ContentSection,
  language: Language,
): HistoryTarget<ContentItem<D>> {
  return {
    path: pathOf('GET /api/content/{section}/{language}/history', { section, language }),
    restore: async (versionId) =>
      (await call('POST /api/content/{section}/{language}/history/{versionId}/restore', {
        params: { section, language, versionId },
      })) as ContentItem<D>,
    refresh: [contentKey(section, language), pathOf('GET /api/content/all/{language}', { language })],
  };
}
