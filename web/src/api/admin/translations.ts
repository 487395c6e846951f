import { pathOf, type ContentSection } from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';
import { alwaysRefetch } from '../swrConfig';

/** GET /api/content/translations: where each section's Arabic translation stands. */
export function useContentTranslations() {
  return useRead('GET /api/content/translations', {}, alwaysRefetch);
}

/** GET /api/projects/translations: every project pair and where its Arabic version stands. */
export function useProjectTranslations() {
  return useRead('GET /api/projects/translations', {}, alwaysRefetch);
}

/** 'No change needed' for a section or a project pair; the statuses are read again after. */
export function useMarkInStep() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      section: async (section: ContentSection) => {
        await call('POST /api/content/translations/{section}/in-step', { params: { section } });
        await mutate(pathOf('GET /api/content/translations'));
      },
      pair: async (translationKey: string) => {
        await call('POST /api/projects/translations/{translationKey}/in-step', {
          params: { translationKey },
        });
        await mutate(pathOf('GET /api/projects/translations'));
      },
    }),
    [mutate],
  );
}
