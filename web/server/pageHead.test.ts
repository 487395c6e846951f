/**
 * Each page's head in the first byte: title, description, canonical, hreflang, Open Graph,
 * Twitter card, the Organization JSON-LD on '/', the hero image's preload, all escaped.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT_CARD_IMAGE_SIZES } from '../src/components/project/cardImageSizes.ts';
import { HERO_IMAGE_SIZES } from '../src/pages/landing/hero/heroImageSizes.ts';
import { AR_SLUG, site, usePublicSite } from './test/publicSite.ts';

usePublicSite();

/**
 * The preload of the fixture's library image (its AVIF variants, whole or cut as `cut` names
 * them: `-wide-30-60`, the card's crop around the image's focal point) drawn at `sizes`.
 */
function libraryImagePreload(sizes: string, cut = ''): string {
  const file = (width: number) =>
    `/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b${cut}-w${width}.avif ${width}w`;
  return (
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${[480, 960, 1440, 1920].map(file).join(', ')}" ` +
    `imagesizes="${sizes}" fetchpriority="high" />`
  );
}

describe("a page's head", () => {
  it('sends the landing page in English with its head, alternates and the Organization JSON-LD', async () => {
    const { status, html } = await site.page('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Rawi | Secure, offline Arabic AI for enterprises</title>');
    expect(html).not.toContain('Built-in English description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Each language version is its own canonical address, as the sitemap and hreflang name it.
    expect(html).toContain('<link rel="canonical" href="https://rawi.example/?lang=en" />');
    expect(html).toContain('<link rel="alternate" href="https://rawi.example/?lang=en" hreflang="en" />');
    expect(html).toContain('<link rel="alternate" href="https://rawi.example/?lang=ar" hreflang="ar" />');
    expect(html).toContain('<link rel="alternate" href="https://rawi.example/" hreflang="x-default" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Organization',
      name: 'Rawi',
      url: 'https://rawi.example/',
    });
  });

  it("preloads the hero image at high priority: its AVIF variants for a library image, a bundled SVG's WebP copies", async () => {
    const { html } = await site.page('/');
    expect(html).toContain(libraryImagePreload(HERO_IMAGE_SIZES));
    // Arabic has no hero saved here: the demo's background, drawn from its WebP copies.
    const copies = [640, 960, 1280, 1920]
      .map((width) => `/images/raster/default-hero-background-${width}.webp ${width}w`)
      .join(', ');
    expect((await site.page('/?lang=ar')).html).toContain(
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${copies}" imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    expect((await site.page('/projects/voice-banking')).html).not.toContain('rel="preload" as="image"');
  });

  it("preloads /projects' first card image at the width the card is drawn, and nothing without one", async () => {
    const { html } = await site.page('/projects');
    // Cut as the card cuts it: 16:9 around the image's focal point (30 % across, 60 % down).
    expect(html).toContain(libraryImagePreload(PROJECT_CARD_IMAGE_SIZES, '-wide-30-60'));
    // The Arabic list's first project has no image: its placeholder needs no preload.
    expect((await site.page('/projects?lang=ar')).html).not.toContain('rel="preload" as="image"');
  });

  it('escapes what it writes into the head', async () => {
    const { html } = await site.page('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('a project page in a pair', () => {
  it('serves an Arabic-script slug with its canonical and the English counterpart as alternate', async () => {
    const { status, html } = await site.page(`/projects/${AR_SLUG}?lang=ar`);
    expect(status).toBe(200);
    expect(html).toContain(
      `<link rel="canonical" href="https://rawi.example/projects/${AR_SLUG}?lang=ar" />`,
    );
    expect(html).toContain(
      '<link rel="alternate" href="https://rawi.example/projects/smart-banking?lang=en" hreflang="en" />',
    );
    expect(html).toContain(
      `<link rel="alternate" href="https://rawi.example/projects/${AR_SLUG}?lang=ar" hreflang="ar" />`,
    );
    expect(html).toContain(
      '<link rel="alternate" href="https://rawi.example/projects/smart-banking" hreflang="x-default" />',
    );
  });

  it('emits no alternate for a project without a counterpart', async () => {
    const { status, html } = await site.page('/projects/sawt?lang=ar');
    expect(status).toBe(200);
    expect(html).not.toContain('hreflang=');
  });
});
