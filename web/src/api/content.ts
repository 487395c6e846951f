import {
  API,
  type ContactData,
  type ContentItem,
  type ContentSection,
  type HeroData,
  type Language,
  type ServicesData,
  type TeamData,
} from '@rawi/proto';
import useSWR, { type SWRResponse } from 'swr';
import { isNotFound, request } from './request';
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

async function fetchContent<S extends ContentSection>(path: string): Promise<ContentReply<S>> {
  try {
    return await request<ContentItem<SectionData[S]>>(path);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function contentKey(section: ContentSection, language: Language): string {
  return API.content(section, language);
}

/** GET /api/content/{section}/{lang}, refetched whenever a reader mounts (stale time 0). */
export function useContent<S extends ContentSection>(
  section: S,
  language: Language,
): SWRResponse<ContentReply<S>, Error> {
  return useSWR(contentKey(section, language), fetchContent<S>, alwaysRefetch);
}
