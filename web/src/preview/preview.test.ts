import { STORAGE_KEYS } from '@rawi/proto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentDraft,
  contentPreviewUrl,
  previewMode,
  projectPreviewUrl,
  storeContentDraft,
} from './preview';

afterEach(() => window.localStorage.clear());

describe('previews', () => {
  it('reads the preview mode from the query', () => {
    expect(previewMode('?lang=ar&preview=content')).toBe('content');
    expect(previewMode('?preview=project')).toBe('project');
    expect(previewMode('?preview=other')).toBeNull();
    expect(previewMode('')).toBeNull();
  });

  it('opens the landing page at the section, and a project in its language', () => {
    expect(contentPreviewUrl('team', 'ar')).toBe('/?lang=ar&preview=content#team');
    expect(projectPreviewUrl('voice bank', 'en')).toBe('/projects/voice%20bank?lang=en&preview=project');
  });

  it('shows a stored draft only to a signed-in admin, for its section and language, while fresh', () => {
    storeContentDraft({ section: 'hero', language: 'ar', data: { heading: 'مسودة' } }, 1000);
    expect(contentDraft('hero', 'ar', 2000)).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    expect(contentDraft('hero', 'ar', 2000)?.data).toEqual({ heading: 'مسودة' });
    expect(contentDraft('hero', 'en', 2000)).toBeNull();
    expect(contentDraft('team', 'ar', 2000)).toBeNull();
    expect(contentDraft('hero', 'ar', 1000 + 31 * 60_000)).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.contentPreview, 'not json');
    expect(contentDraft('hero', 'ar', 2000)).toBeNull();
  });
});
