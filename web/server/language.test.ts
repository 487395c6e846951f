/**
 * The visitor's language: ?lang=, else the rawi-language cookie the app writes, else English.
 */
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.ts';
import { site, usePublicSite } from './test/publicSite.ts';

usePublicSite();

describe('the language of a page', () => {
  it('goes by ?lang=, then the cookie, then English', () => {
    expect(requestLanguage('ar', 'en')).toEqual({ language: 'ar', explicit: true });
    expect(requestLanguage('fr', 'ar')).toEqual({ language: 'ar', explicit: false });
    expect(requestLanguage(undefined, 'de')).toEqual({ language: 'en', explicit: false });
  });

  it('sends Arabic, right to left, for ?lang=ar, setting no cookie (a shared cache may keep the page)', async () => {
    const { html, cookie } = await site.page('/projects?lang=ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta property="og:locale" content="ar_SA" />');
    expect(html).toContain('<link rel="canonical" href="https://rawi.example/projects?lang=ar" />');
    expect(cookie).toBeNull();
    // The cookie the app mirrors from its storage chooses the language of the next page.
    const next = await site.page('/', { cookie: 'rawi-language=ar' });
    expect(next.html).toContain('<html lang="ar" dir="rtl">');
    expect(next.html).toMatch(/<title>[^<]*راوي[^<]*<\/title>/);
    expect(next.cookie).toBeNull();
  });
});
