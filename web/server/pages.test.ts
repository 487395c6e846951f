/**
 * Issue 9, the first byte: the web server sends each public page with the visitor's language
 * (?lang=, else the rawi-language cookie), its real status, and its head (title, description,
 * canonical, hreflang, Open Graph, Twitter card, Organization JSON-LD), and serves robots.txt
 * and a sitemap of the active projects read from the public API.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@rawi/proto';
import { createWebApp } from './index.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Rawi | Secure, offline Arabic AI for enterprises</title>
    <meta name="description" content="Built-in English description." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Rawi" />
    <meta property="og:locale" content="en_US" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const project = (fields: Partial<Project>): Project => ({
  id: '65f000000000000000000001',
  title: 'Voice Banking',
  slug: 'voice-banking',
  language: 'en',
  description: 'Long description.',
  briefDescription: 'Arabic voice banking, on premises.',
  features: [],
  advantages: [],
  useCases: [],
  category: 'Finance',
  status: 'active',
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const PROJECTS = [
  project({ imageUrl: '/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg' }),
  project({
    id: '65f000000000000000000002',
    slug: 'sawt',
    language: 'ar',
    title: 'صوت',
    briefDescription: 'مساعد صوتي.',
  }),
  // A pair: the Arabic version has an Arabic-script slug.
  project({
    id: '65f000000000000000000003',
    slug: 'smart-banking',
    translationKey: 'smart-banking',
    title: 'Smart Banking',
    translations: [{ id: '65f000000000000000000004', language: 'ar', slug: 'مصرف-ذكي' }],
  }),
  project({
    id: '65f000000000000000000004',
    slug: 'مصرف-ذكي',
    translationKey: 'smart-banking',
    language: 'ar',
    title: 'المصرف الذكي',
    translations: [{ id: '65f000000000000000000003', language: 'en', slug: 'smart-banking' }],
  }),
];

const AR_SLUG = encodeURIComponent('مصرف-ذكي');

let distDir: string;
let api: Server;
let web: Server;
let base: string;
let apiDown = false;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'rawi-web-pages-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const slug = /^\/api\/projects\/slug\/([^/]+)$/.exec(url.pathname)?.[1];
    if (apiDown) {
      res.writeHead(502).end();
      return;
    }
    if (url.pathname === '/api/content/all/en') {
      const data = {
        heading: 'Hello',
        backgroundImage: '/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg',
      };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ section: 'hero', language: 'en', data }]));
      return;
    }
    if (url.pathname === '/api/content/all/ar') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    if (url.pathname === '/api/projects') {
      const language = url.searchParams.get('language');
      const listed = language ? PROJECTS.filter((p) => p.language === language) : PROJECTS;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listed));
      return;
    }
    const found = PROJECTS.find(
      (p) => p.slug === decodeURIComponent(slug ?? '') && p.language === url.searchParams.get('language'),
    );
    if (found) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found"}}');
  }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => api.once('listening', () => resolve()));
  web = createWebApp({
    distDir,
    publicUrl: 'https://rawi.example',
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => web.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => web.close(() => resolve()));
  await new Promise<void>((resolve) => api.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(base + path, { headers });
  return { status: res.status, html: await res.text(), cookie: res.headers.get('set-cookie') };
};

describe('pages in the first byte', () => {
  it('sends the landing page in English with its head, alternates and the Organization JSON-LD', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Rawi | Secure, offline Arabic AI for enterprises</title>');
    expect(html).not.toContain('Built-in English description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://rawi.example/" />');
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

  it('sends Arabic, right to left, for ?lang=ar, and remembers it in the rawi-language cookie', async () => {
    const { html, cookie } = await page('/projects?lang=ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta property="og:locale" content="ar_SA" />');
    expect(html).toContain('<link rel="canonical" href="https://rawi.example/projects?lang=ar" />');
    expect(cookie).toMatch(/^rawi-language=ar; path=\/; expires=[^;]+; samesite=lax$/i);
    // The cookie the app mirrors from its storage chooses the language of the next page.
    const next = await page('/', { cookie: 'rawi-language=ar' });
    expect(next.html).toContain('<html lang="ar" dir="rtl">');
    expect(next.html).toMatch(/<title>[^<]*راوي[^<]*<\/title>/);
    expect(next.cookie).toBeNull();
  });

  it('gives a project page its title, brief description and image, and 404 to an unknown slug', async () => {
    const found = await page('/projects/voice-banking');
    expect(found.status).toBe(200);
    expect(found.html).toContain('<title>Voice Banking | Rawi</title>');
    expect(found.html).toContain('<meta name="description" content="Arabic voice banking, on premises." />');
    expect(found.html).toContain('<meta property="og:type" content="article" />');
    expect(found.html).toContain(
      '<meta property="og:image" content="https://rawi.example/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg" />',
    );
    expect(found.html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const missing = await page('/projects/not-a-project');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>Project Not Found | Rawi</title>');
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    // A slug of the other language is not this language's project.
    expect((await page('/projects/sawt?lang=en')).status).toBe(404);
    expect((await page('/projects/sawt?lang=ar')).status).toBe(200);
  });

  it('still sends a project page when the API cannot answer, never a 5xx', async () => {
    apiDown = true;
    try {
      const { status, html } = await page('/projects/voice-banking');
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect((await fetch(`${base}/sitemap.xml`)).status).toBe(503);
    } finally {
      apiDown = false;
    }
  });

  it('answers an unknown path with 404 and the not-found head in the visitor language', async () => {
    const { status, html } = await page('/definitely/not/here', { cookie: 'rawi-language=ar' });
    expect(status).toBe(404);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('preloads the hero image at high priority: its AVIF variants for a library image, else its URL', async () => {
    const { html } = await page('/');
    const uuid = '3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b';
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/api/media/files/${uuid}-w480.avif 480w, ` +
        `/api/media/files/${uuid}-w960.avif 960w, /api/media/files/${uuid}-w1440.avif 1440w, ` +
        `/api/media/files/${uuid}-w1920.avif 1920w" imagesizes="100vw" fetchpriority="high" />`,
    );
    // Arabic has no hero saved here: the demo's background.
    expect((await page('/?lang=ar')).html).toContain(
      '<link rel="preload" as="image" href="/images/default-hero-background.svg" fetchpriority="high" />',
    );
    expect((await page('/projects')).html).not.toContain('rel="preload" as="image"');
  });

  it('escapes what it writes into the head', async () => {
    const { html } = await page('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps /admin out and names the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      'User-agent: *\nDisallow: /admin\n\nSitemap: https://rawi.example/sitemap.xml\n',
    );
  });

  it('lists the public pages in both languages and every active project in its language', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
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
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
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

describe('a project page in a pair', () => {
  it('serves an Arabic-script slug with its canonical and the English counterpart as alternate', async () => {
    const { status, html } = await page(`/projects/${AR_SLUG}?lang=ar`);
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
    const { status, html } = await page('/projects/sawt?lang=ar');
    expect(status).toBe(200);
    expect(html).not.toContain('hreflang=');
  });
});
