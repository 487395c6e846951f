/**
 * An address no page takes: 301 to where it moved (counted, without the reply waiting), 410 with
 * the 'Project Not Found' page for a deleted or unpublished project, 404 otherwise; and a
 * project's address followed in the other language shows the project in its own language.
 */
import { describe, expect, it } from 'vitest';
import { AR_SLUG, site, usePublicSite } from './test/publicSite.ts';
import { REDIRECT_CACHE_CONTROL } from './redirects.ts';

usePublicSite();

describe('an address that moved or is gone', () => {
  it('answers a former project address with 301 to its current one, kept briefly, and counts the visit', async () => {
    const hitsBefore = site.hits.length;
    const moved = await site.page('/projects/old-voice');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/projects/voice-banking?lang=en');
    expect(moved.headers.get('cache-control')).toBe(REDIRECT_CACHE_CONTROL);
    await expect.poll(() => site.hits.slice(hitsBefore)).toEqual(['r1']);
  });

  it("looks the address up in the visitor's language, and redirects any path an editor named", async () => {
    const moved = await site.page('/old-about/', { cookie: 'rawi-language=ar' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/?lang=ar');
    expect(site.lookups).toContain('ar /old-about');
  });

  it("answers a deleted or unpublished project's address with 410 and the 'Project Not Found' page", async () => {
    const gone = await site.page('/projects/retired');
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('<title>Project Not Found | Rawi</title>');
    expect(gone.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps 404 for an address nobody redirected, and when the lookup fails', async () => {
    expect((await site.page('/projects/never-was')).status).toBe(404);
    expect((await site.page('/nothing/here')).status).toBe(404);
    site.apiDown = true;
    try {
      // The page cannot be read either: served for the browser to retry, never a 5xx.
      expect((await site.page('/projects/old-voice')).status).toBeLessThan(500);
    } finally {
      site.apiDown = false;
    }
  });

  it('never looks up an address a page takes', async () => {
    const before = site.lookups.length;
    expect((await site.page('/projects/voice-banking')).status).toBe(200);
    expect(site.lookups.length).toBe(before);
  });
});

describe("a project's address followed in the other language", () => {
  it('shows the Arabic project in Arabic to a visitor whose language is English', async () => {
    const page = await site.page(`/projects/${AR_SLUG}`, { cookie: 'rawi-language=en' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('<title>المصرف الذكي | راوي</title>');
  });

  it('and the English project in English to a visitor whose language is Arabic', async () => {
    const page = await site.page('/projects/smart-banking', { cookie: 'rawi-language=ar' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(page.html).toContain('<title>Smart Banking | Rawi</title>');
  });
});
