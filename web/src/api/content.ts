import {
  pathOf,
  type ContactData,
  type ContentItem,
  type ContentSection,
  type HeroData,
  type Language,
  type ServicesData,
  type TeamData,
} from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { contentDraft, previewMode } from '../preview/preview';
import { call } from './call';
import { isNotFound } from './request';
import { alwaysRefetch } from './swrConfig';

export interface SectionData {
  hero: HeroData;
  services: Partial<ServicesData>;
  team: Partial<TeamData>;
  contact: ContactData;
  about: Record<string, unknown>;
  footer: Record<string, unknown>;
}

/** A section's content, or null when none has been saved for that language yet (404). */
export type ContentReply<S extends ContentSection> = ContentItem<SectionData[S]> | null;

async function fetchContent<S extends ContentSection>(
  section: S,
  language: Language,
): Promise<ContentReply<S>> {
  try {
    const item = await call('GET /api/content/{section}/{language}', { params: { section, language } });
    // The reply schema checks that `data` is an object; its fields are the section's, which the
    // content service validated when it was saved.
    return item as ContentItem<SectionData[S]>;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function contentKey(section: ContentSection, language: Language): string {
  return pathOf('GET /api/content/{section}/{language}', { section, language });
}

/**
 * GET /api/content/{section}/{lang}, refetched whenever a reader mounts (stale time 0). In a
 * content preview (?preview=content) an editor's unsaved draft of the section is shown instead.
 */
export function useContent<S extends ContentSection>(
  section: S,
  language: Language,
): SWRResponse<ContentReply<S>, Error> {
  const reply = useSWR(contentKey(section, language), () => fetchContent(section, language), alwaysRefetch);
  const draft = useMemo(
    () => (previewMode() === 'content' ? contentDraft(section, language) : null),
    [section, language],
  );
  if (!draft) return reply;
  const data: ContentReply<S> = {
    section,
    language,
    data: draft.data as SectionData[S],
    updatedAt: new Date(draft.storedAt).toISOString(),
  };
  return { ...reply, data, error: undefined, isLoading: false } as SWRResponse<ContentReply<S>, Error>;
}

/** True while the landing page shows an editor's unsaved draft. */
export function useContentPreviewActive(language: Language): boolean {
  return useMemo(
    () =>
      previewMode() === 'content' &&
      (['hero', 'services', 'team', 'contact', 'about', 'footer'] as const).some((s) =>
        contentDraft(s, language),
      ),
    [language],
  );
}
