import { API, type ContentSection, type Language } from '@rawi/proto';
import { contentKey } from '../content';
import type { HistoryTarget } from './history';

/** The History dialog's calls for one content section in one language. */
export function contentHistoryTarget(section: ContentSection, language: Language): HistoryTarget {
  return {
    path: API.contentHistory(section, language),
    restorePath: (versionId) => API.contentRestore(section, language, versionId),
    refresh: [contentKey(section, language), API.contentAll(language)],
  };
}
