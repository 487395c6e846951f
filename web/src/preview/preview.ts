/**
 * Previews for signed-in staff: `?preview=project` shows a draft or archived project page
 * (the API returns it only with a valid admin token), `?preview=content` shows the landing page
 * with an editor's unsaved section (kept in this browser's storage, with the session's token).
 */
import { CONTENT_PREVIEW_TTL_MS, STORAGE_KEYS, type ContentSection, type Language } from '@rawi/proto';
import { PATHS } from '../app/paths';
import { readStored, removeStored, writeStored } from '../lib/browserStorage';
import { parseJson } from '../lib/json';

export type PreviewMode = 'project' | 'content';

export interface ContentDraft {
  section: ContentSection;
  language: Language;
  data: Record<string, unknown>;
  storedAt: number;
}

/** The preview the page was opened for, from `?preview=`. */
export function previewMode(
  search = typeof window === 'undefined' ? '' : window.location.search,
): PreviewMode | null {
  const mode = new URLSearchParams(search).get('preview');
  return mode === 'project' || mode === 'content' ? mode : null;
}

const signedIn = () => Boolean(readStored(STORAGE_KEYS.token));

export function storeContentDraft(draft: Omit<ContentDraft, 'storedAt'>, now = Date.now()): void {
  writeStored(STORAGE_KEYS.contentPreview, JSON.stringify({ ...draft, storedAt: now }));
}

/** The unsaved draft of one section for a signed-in admin, while it is fresh; otherwise none. */
export function contentDraft(
  section: ContentSection,
  language: Language,
  now = Date.now(),
): ContentDraft | null {
  if (!signedIn()) return null;
  const raw = readStored(STORAGE_KEYS.contentPreview);
  if (!raw) return null;
  const parsed = parseJson(raw);
  if (!parsed || parsed.value === null || typeof parsed.value !== 'object') {
    removeStored(STORAGE_KEYS.contentPreview);
    return null;
  }
  const draft = parsed.value as ContentDraft;
  if (now - draft.storedAt > CONTENT_PREVIEW_TTL_MS) return null;
  return draft.section === section && draft.language === language && typeof draft.data === 'object'
    ? draft
    : null;
}

/** Where an editor's Preview opens: the landing page in that language at that section. */
export function contentPreviewUrl(section: ContentSection, language: Language): string {
  const anchors: Record<ContentSection, string> = {
    hero: 'home',
    services: 'services',
    team: 'team',
    contact: 'contact',
    about: 'home',
    footer: 'contact',
  };
  return `/?lang=${language}&preview=content#${anchors[section]}`;
}

export const projectPreviewUrl = (slug: string, language: Language) =>
  `${PATHS.project(slug)}?lang=${language}&preview=project`;
