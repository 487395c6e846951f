/**
 * The web server's tests of pages in the first byte: the server (no renderer) at
 * https://rawi.example, in front of a small public API that serves a few projects (one pair with
 * an Arabic-script slug) and an English hero, and can be made to fail, or to serve the SEO texts
 * and images an editor set (EDITOR_SEO).
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Project, RedirectLookup } from '@rawi/proto';
import { createWebApp } from '../index.ts';

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
    // Not the first of the Arabic list: /projects?lang=ar preloads no image (its first has none).
    imageUrl: '/api/media/files/5d2e8b1f-4c3a-4f6e-8d7c-1a2b3c4d5e6f.jpg',
    title: 'المصرف الذكي',
    translations: [{ id: '65f000000000000000000003', language: 'en', slug: 'smart-banking' }],
  }),
];

export const AR_SLUG = encodeURIComponent('مصرف-ذكي');

/** What an editor set for each page in each language, served while `site.editorSeo` is true. */
export const EDITOR_SEO = {
  en: {
    home: {
      title: 'Arabic AI that never leaves your building',
      description: 'Rawi builds Arabic language models that run inside your own data centre.',
      ogImage: '/api/media/files/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jpg',
    },
    projects: {
      title: 'Arabic AI projects for banks and ministries',
      description: 'Assistants, search and speech systems Rawi built for Gulf institutions.',
      ogImage: 'https://cdn.example.com/projects-card.png',
    },
    project: {
      seoTitle: 'Voice banking in Arabic, on premises',
      seoDescription: 'A bank’s customers serve themselves by speaking Arabic; nothing leaves the bank.',
      ogImage: '/api/media/files/1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e.jpg',
    },
  },
  ar: {
    home: {
      title: 'ذكاء اصطناعي عربي لا يغادر مبناك',
      description: 'تبني راوي نماذج لغوية عربية تعمل داخل مركز بياناتك.',
      ogImage: '/api/media/files/2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f.jpg',
    },
    projects: {
      title: 'مشاريع ذكاء اصطناعي عربي للبنوك والوزارات',
      description: 'مساعدات وأنظمة بحث وكلام بنتها راوي لمؤسسات خليجية.',
      ogImage: 'https://cdn.example.com/projects-card-ar.png',
    },
    project: {
      seoTitle: 'المصرف الذكي بالعربية داخل البنك',
      seoDescription: 'يخدم عملاء البنك أنفسهم بالحديث بالعربية، ولا يغادر شيء البنك.',
      ogImage: '/api/media/files/3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a.jpg',
    },
  },
} as const;

/** What the stand-in redirect lookup answers, by decoded path (anything else: none). */
const REDIRECTS: Record<string, RedirectLookup> = {
  '/projects/old-voice': { outcome: 'moved', location: '/projects/voice-banking?lang=en', id: 'r1' },
  '/projects/retired': { outcome: 'gone' },
  '/old-about': { outcome: 'moved', location: '/?lang=ar', id: 'r2' },
};

/** The focal point an editor set on the fixture's library image (the hero's and the first card's). */
export const FOCI = [{ id: '3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b', x: 0.3, y: 0.6 }];

export interface PublicSite {
  base: string;
  page(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; html: string; cookie: string | null; headers: Headers }>;
  /** While true the API answers every read with 502. */
  apiDown: boolean;
  /** While true the hero (in both languages) and a project of each language carry EDITOR_SEO. */
  editorSeo: boolean;
  /** The redirect ids whose visitor the web server counted, in order. */
  hits: string[];
  /** The redirect lookups the web server made (`<language> <path>`). */
  lookups: string[];
  close(): Promise<void>;
}

const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startPublicSite(): Promise<PublicSite> {
  const distDir = mkdtempSync(join(tmpdir(), 'rawi-web-pages-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  const api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const slug = /^\/api\/projects\/slug\/([^/]+)$/.exec(url.pathname)?.[1];
    if (site.apiDown) {
      res.writeHead(502).end();
      return;
    }
    const seo = (language: 'en' | 'ar') => ({
      seo: EDITOR_SEO[language].home,
      projectsSeo: EDITOR_SEO[language].projects,
    });
    const projects = site.editorSeo
      ? PROJECTS.map((p) =>
          p.slug === 'voice-banking' || p.slug === 'مصرف-ذكي'
            ? { ...p, ...EDITOR_SEO[p.language].project }
            : p,
        )
      : PROJECTS;
    if (url.pathname === '/api/content/all/en') {
      const data = {
        heading: 'Hello',
        backgroundImage: '/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg',
        ...(site.editorSeo ? seo('en') : {}),
      };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ section: 'hero', language: 'en', data }]));
      return;
    }
    if (url.pathname === '/api/content/all/ar') {
      const saved = site.editorSeo ? [{ section: 'hero', language: 'ar', data: seo('ar') }] : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(saved));
      return;
    }
    if (url.pathname === '/api/projects') {
      const language = url.searchParams.get('language');
      const listed = language ? projects.filter((p) => p.language === language) : projects;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listed));
      return;
    }
    if (url.pathname === '/api/projects/redirects/lookup') {
      const from = url.searchParams.get('from') ?? '';
      site.lookups.push(`${url.searchParams.get('language')} ${from}`);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(REDIRECTS[from] ?? { outcome: 'none' }));
      return;
    }
    if (url.pathname === '/api/media/focal-points') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FOCI));
      return;
    }
    const hit = /^\/api\/projects\/redirects\/([^/]+)\/hits$/.exec(url.pathname)?.[1];
    if (hit && req.method === 'POST') {
      site.hits.push(hit);
      res.writeHead(204).end();
      return;
    }
    // A slug names its project in its language; with anyLanguage=true it is found from the other.
    const named = projects.filter((p) => p.slug === decodeURIComponent(slug ?? ''));
    const found =
      named.find((p) => p.language === url.searchParams.get('language')) ??
      (url.searchParams.get('anyLanguage') === 'true' ? named[0] : undefined);
    if (found) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found"}}');
  }).listen(0, '127.0.0.1');
  const apiUrl = await listening(api);
  const web = createWebApp({ distDir, publicUrl: 'https://rawi.example', apiUrl }).listen(0, '127.0.0.1');
  const base = await listening(web);
  const site: PublicSite = {
    base,
    apiDown: false,
    editorSeo: false,
    hits: [],
    lookups: [],
    page: async (path, headers = {}) => {
      const res = await fetch(base + path, { headers, redirect: 'manual' });
      return {
        status: res.status,
        html: await res.text(),
        cookie: res.headers.get('set-cookie'),
        headers: res.headers,
      };
    },
    close: async () => {
      await closed(web);
      await closed(api);
      rmSync(distDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** The site the calling test file started with usePublicSite (a live binding, set in beforeAll). */
export let site: PublicSite;

/** Starts the site before the calling file's tests and closes it after them. */
export function usePublicSite(): void {
  beforeAll(async () => {
    site = await startPublicSite();
  });
  afterAll(() => site.close());
}
