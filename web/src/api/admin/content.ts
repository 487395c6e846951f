import { ifMatchHeader, pathOf, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { contentKey } from '../content';
import { call, useRead } from '../call';
import { alwaysRefetch } from '../swrConfig';

/** GET /api/content/all/{language}: every saved section in one language (stale time 0). */
export function useAllContent(language: Language) {
  return useRead('GET /api/content/all/{language}', { params: { language } }, alwaysRefetch);
}

/**
 * POST /api/content: replaces one section in one language, then refetches what shows it
 * (the section itself and the list of all sections in that language).
 */
export function useSaveContent() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <D extends object>(section: ContentSection, language: Language, data: D, revision?: number) => {
      const saved = await call('POST /api/content', {
        // The service checks the data against the section's own schema.
        body: { section, language, data: data as Record<string, unknown> },
        headers: ifMatchHeader(revision),
      });
      await Promise.all([
        mutate(contentKey(section, language)),
        mutate(pathOf('GET /api/content/all/{language}', { language })),
        // A save moves the section's translation status (outdated, or in step again).
        mutate(pathOf('GET /api/content/translations')),
      ]);
      // The service answers the section as saved: the data it was sent.
      return saved as ContentItem<D>;
    },
    [mutate],
  );
}
