import {
  API,
  type ContentSection,
  type ContentTranslationStatus,
  type ProjectTranslationStatus,
} from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../request';
import { alwaysRefetch } from '../swrConfig';

/** GET /api/content/translations: where each section's Arabic translation stands. */
export function useContentTranslations() {
  return useSWR<ContentTranslationStatus[], Error>(
    API.contentTranslations,
    (path: string) => request<ContentTranslationStatus[]>(path),
    alwaysRefetch,
  );
}

/** GET /api/projects/translations: every project pair and where its Arabic version stands. */
export function useProjectTranslations() {
  return useSWR<ProjectTranslationStatus[], Error>(
    API.projectTranslations,
    (path: string) => request<ProjectTranslationStatus[]>(path),
    alwaysRefetch,
  );
}

/** 'No change needed' for a section or a project pair; the statuses are read again after. */
export function useMarkInStep() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      section: async (section: ContentSection) => {
        await request<ContentTranslationStatus>(API.contentInStep(section), { method: 'POST' });
        await mutate(API.contentTranslations);
      },
      pair: async (translationKey: string) => {
        await request<ProjectTranslationStatus>(API.projectPairInStep(translationKey), { method: 'POST' });
        await mutate(API.projectTranslations);
      },
    }),
    [mutate],
  );
}
