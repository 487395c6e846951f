import { API, ifMatchHeader, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { contentKey } from '../content';
import { request } from '../request';
import { alwaysRefetch } from '../swrConfig';

/** GET /api/content/all/{language}: every saved section in one language (stale time 0). */
export function useAllContent(language: Language) {
  return useSWR<ContentItem[], Error>(API.contentAll(language), alwaysRefetch);
}

/**
 * POST /api/content: replaces one section in one language, then refetches what shows it
 * (the section itself and the list of all sections in that language).
 */
export function useSaveContent() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <D extends object>(section: ContentSection, language: Language, data: D, revision?: number) => {
      const saved = await request<ContentItem<D>>(API.contentSave, {
        method: 'POST',
        body: { section, language, data },
        headers: ifMatchHeader(revision),
      });
      await Promise.all([
        mutate(contentKey(section, language)),
        mutate(API.contentAll(language)),
        // A save moves the section's translation status (outdated, or in step again).
        mutate(API.contentTranslations),
      ]);
      return saved;
    },
    [mutate],
  );
}
