/**
 * Every public page in each language carries in its first byte the meta title, description and
 * Open Graph image an editor set for it (the hero section's `seo` and `projectsSeo`, a project's
 * own), its `og:locale`, and JSON-LD that parses: Organization on '/', BreadcrumbList on
 * /projects and on a project's page, where CreativeWork describes the project in the page's
 * language. Without an editor's texts each page keeps the texts it derives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AR_SLUG, EDITOR_SEO, site, usePublicSite } from './test/publicSite.ts';

usePublicSite();
beforeAll(() => {
  site.editorSeo = true;
});

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

const PAGES = [
  {
    language: 'en',
    path: '/',
    seo: { ...EDITOR_SEO.en.home },
    types: ['Organization'],
  },
  {
    language: 'ar',
    path: '/?lang=ar',
    seo: { ...EDITOR_SEO.ar.home },
    types: ['Organization'],
  },
  {
    language: 'en',
    path: '/projects',
    seo: { ...EDITOR_SEO.en.projects },
    types: ['BreadcrumbList'],
  },
  {
    language: 'ar',
    path: '/projects?lang=ar',
    seo: { ...EDITOR_SEO.ar.projects },
    types: ['BreadcrumbList'],
  },
  {
    language: 'en',
    path: '/projects/voice-banking',
    seo: {
      title: EDITOR_SEO.en.project.seoTitle,
      description: EDITOR_SEO.en.project.seoDescription,
      ogImage: EDITOR_SEO.en.project.ogImage,
    },
    types: ['BreadcrumbList', 'CreativeWork'],
  },
  {
    language: 'ar',
    path: `/projects/${AR_SLUG}`,
    seo: {
      title: EDITOR_SEO.ar.project.seoTitle,
      description: EDITOR_SEO.ar.project.seoDescription,
      ogImage: EDITOR_SEO.ar.project.ogImage,
    },
    types: ['BreadcrumbList', 'CreativeWork'],
  },
] as const;

describe('the SEO an editor sets, in the first byte', () => {
  it.each(PAGES)('$path carries its title, description, image, locale and JSON-LD', async (page) => {
    const { status, html } = await site.page(page.path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${page.language}"`);
    expect(html).toContain(`<title>${escaped(page.seo.title)}</title>`);
    expect(meta(html, 'name', 'description')).toBe(escaped(page.seo.description));
    expect(meta(html, 'property', 'og:title')).toBe(escaped(page.seo.title));
    expect(meta(html, 'property', 'og:description')).toBe(escaped(page.seo.description));
    const image = page.seo.ogImage.startsWith('https://')
      ? page.seo.ogImage
      : `https://rawi.example${page.seo.ogImage}`;
    expect(meta(html, 'property', 'og:image')).toBe(image);
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'property', 'og:locale')).toBe(page.language === 'ar' ? 'ar_SA' : 'en_US');
    const data = jsonLd(html);
    expect(data.map((item) => item['@type'])).toEqual(page.types);
    for (const item of data) expect(item['@context']).toBe('https://schema.org');
  });

  it("describes a project's place and the project in the page's language", async () => {
    const { html } = await site.page(`/projects/${AR_SLUG}`);
    const [breadcrumbs, work] = jsonLd(html);
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'https://rawi.example/?lang=ar' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'المشاريع',
          item: 'https://rawi.example/projects?lang=ar',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'المصرف الذكي',
          item: `https://rawi.example/projects/${AR_SLUG}?lang=ar`,
        },
      ],
    });
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: 'المصرف الذكي',
      description: EDITOR_SEO.ar.project.seoDescription,
      inLanguage: 'ar',
      genre: 'Finance',
      image: `https://rawi.example${EDITOR_SEO.ar.project.ogImage}`,
      url: `https://rawi.example/projects/${AR_SLUG}?lang=ar`,
      creator: { '@type': 'Organization', name: 'Rawi' },
    });
  });

  it("keeps a page's derived texts and image where the editor set none", async () => {
    // 'Smart Banking' has no SEO texts: its title, brief description, and no image of its own.
    const { html } = await site.page('/projects/smart-banking');
    expect(html).toContain('<title>Smart Banking | Rawi</title>');
    expect(meta(html, 'name', 'description')).toBe('Arabic voice banking, on premises.');
    expect(meta(html, 'property', 'og:image')).toBeUndefined();
    expect(jsonLd(html).map((item) => item['@type'])).toEqual(['BreadcrumbList', 'CreativeWork']);
  });

  it('sends the JSON-LD as data under the same script policy on every page (no hash, never run)', async () => {
    const policies = new Set<string | null>();
    for (const page of PAGES) {
      const { html, headers } = await site.page(page.path);
      policies.add(headers.get('content-security-policy'));
      // Only the JSON-LD blocks are inline scripts in the head, and they are data, not code.
      const head = html.slice(0, html.indexOf('</head>'));
      const types = [...head.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]?.trim());
      expect(types.every((type) => type === 'type="application/ld+json"')).toBe(true);
    }
    expect(policies.size).toBe(1);
    const [policy] = policies;
    expect(policy).toMatch(/script-src 'self'/);
  });
});
