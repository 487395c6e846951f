/** robots.txt, and the sitemap of the public pages and active projects read from the public API. */
import { describe, expect, it } from 'vitest';
import { AR_SLUG, site, usePublicSite } from './test/publicSite.ts';

usePublicSite();

describe('robots.txt and the sitemap', () => {
  it('keeps /admin out and names the sitemap', async () => {
    const res = await fetch(`${site.base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      'User-agent: *\nDisallow: /admin\n\nSitemap: https://rawi.example/sitemap.xml\n',
    );
  });

  it('lists the public pages in both languages and every active project in its language', async () => {
    const res = await fetch(`${site.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://rawi.example/?lang=en',
      'https://rawi.example/?lang=ar',
      'https://rawi.example/projects?lang=en',
      'https://rawi.example/projects?lang=ar',
      'https://rawi.example/projects/voice-banking?lang=en',
      'https://rawi.example/projects/sawt?lang=ar',
      'https://rawi.example/projects/smart-banking?lang=en',
      `https://rawi.example/projects/${AR_SLUG}?lang=ar`,
    ]);
  });

  it("gives a paired project its counterpart's real address as alternate, and a lone one none", async () => {
    const xml = await (await fetch(`${site.base}/sitemap.xml`)).text();
    const entry = (loc: string) => xml.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`)) ?? '';
    const pair = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://rawi.example/projects/smart-banking?lang=en"/>',
      `<xhtml:link rel="alternate" hreflang="ar" href="https://rawi.example/projects/${AR_SLUG}?lang=ar"/>`,
    ].join('');
    expect(entry('https://rawi.example/projects/smart-banking?lang=en')).toContain(pair);
    expect(entry(`https://rawi.example/projects/${AR_SLUG}?lang=ar`)).toContain(pair);
    expect(entry('https://rawi.example/projects/sawt?lang=ar')).not.toContain('xhtml:link');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
