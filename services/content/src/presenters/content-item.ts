import type { ContentItem, ContentSection, Language } from '@rawi/proto';
import type { ContentItemRecord } from '../models/content-item.ts';

/** The stored section as the API sends it: `{ data, section, language, updatedAt }`. */
export function presentContentItem(
  record: Pick<ContentItemRecord, 'section' | 'language' | 'data' | 'updatedAt'> & {
    revision?: number | null;
  },
): ContentItem {
  return {
    data: (record.data ?? {}) as Record<string, unknown>,
    section: record.section as ContentSection,
    language: record.language as Language,
    updatedAt: record.updatedAt.toISOString(),
    revision: record.revision ?? 0,
  };
}
