import type { ContentItem, ContentSection, Language } from '@rawi/proto';
import { call, pathOfCall } from '../call';
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
    path: pathOfCall('GET /api/content/{section}/{language}/history', { params: { section, language } }),
    restore: async (versionId) =>
      (await call('POST /api/content/{section}/{language}/history/{versionId}/restore', {
        params: { section, language, versionId },
      })) as ContentItem<D>,
    refresh: [
      contentKey(section, language),
      pathOfCall('GET /api/content/all/{language}', { params: { language } }),
    ],
  };
}
