/**
 * Which paths are pages and their status, through the page table: 404 where no page takes the
 * path or the public API does not show the project, 200 (never a 5xx) when the API is down.
 */
import { describe, expect, it } from 'vitest';
import { describePage, pagePath } from './describePage.ts';
import { site, usePublicSite } from './test/publicSite.ts';
import { ADMIN_SCREEN_PATHS } from '../src/test/adminScreens.ts';

usePublicSite();

describe('the pages of the table', () => {
  const status = async (path: string) => (await describePage(pagePath(path), 'en', undefined)).status;

  it.each([
    '/',
    '/projects',
    '/projects/',
    '/projects/voice-banking',
    '/projects/%D9%85',
    ...ADMIN_SCREEN_PATHS,
    '/admin/',
    '/admin/login',
  ])('knows %s', async (path) => expect(await status(path)).toBe(200));

  it.each(['/about', '/projects/a/b', '/admin/settings', '/admin/users/1', '/index.php', '/Projects', '/..'])(
    'does not know %s',
    async (path) => expect(await status(path)).toBe(404),
  );

  it('reads a project slug decoded once more, as the router does when it draws the page', async () => {
    const arabic = await describePage('/projects/%D9%85', 'en', undefined);
    expect(arabic.status).toBe(200);
    expect(arabic.head.path).toBe('/projects/%D9%85');
    const malformed = await describePage('/projects/%', 'en', undefined);
    expect(malformed.status).toBe(404);
    expect(malformed.head.path).toBe('/projects/');
  });

  it('reads a decomposed slug in NFC, the form slugs are stored in, so the page has one address', async () => {
    const decomposed = encodeURIComponent('\u0627\u0653\u0641\u0627\u0642');
    const page = await describePage(`/projects/${decomposed}`, 'ar', undefined);
    expect(page.head.path).toBe(`/projects/${encodeURIComponent('\u0622\u0641\u0627\u0642')}`);
  });

  it("serves '//' and '/index.html' as the landing page", async () => {
    for (const path of ['//', '/index.html'])
      expect((await describePage(pagePath(path), 'en', undefined)).head.path).toBe('/');
  });
});

describe("a page's status", () => {
  it('gives a project page its title, brief description and image, and 404 to an unknown slug', async () => {
    const found = await site.page('/projects/voice-banking');
    expect(found.status).toBe(200);
    expect(found.html).toContain('<title>Voice Banking | Rawi</title>');
    expect(found.html).toContain('<meta name="description" content="Arabic voice banking, on premises." />');
    expect(found.html).toContain('<meta property="og:type" content="article" />');
    expect(found.html).toContain(
      '<meta property="og:image" content="https://rawi.example/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg" />',
    );
    expect(found.html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const missing = await site.page('/projects/not-a-project');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>Project Not Found | Rawi</title>');
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    // A slug names its project in its own language: asked for in the other, the page is its language's.
    const other = await site.page('/projects/sawt?lang=en');
    expect(other.status).toBe(200);
    expect(other.html).toContain('<html lang="ar" dir="rtl">');
    expect(other.html).toContain('<title>صوت | راوي</title>');
    expect((await site.page('/projects/sawt?lang=ar')).status).toBe(200);
  });

  it('still sends a project page when the API cannot answer, never a 5xx', async () => {
    site.apiDown = true;
    try {
      const { status, html } = await site.page('/projects/voice-banking');
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect((await fetch(`${site.base}/sitemap.xml`)).status).toBe(503);
    } finally {
      site.apiDown = false;
    }
  });

  it('answers an unknown path with 404 and the not-found head in the visitor language', async () => {
    const { status, html } = await site.page('/definitely/not/here', { cookie: 'rawi-language=ar' });
    expect(status).toBe(404);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});
