/**
 * Rendered pages: the server puts the renderer's markup, styles and state into the
 * page, keeps it per path and language, drops it by tag (what the content and project events
 * name), serves nothing older than the stale bound while events are not arriving, answers 304
 * to a matching ETag, never keeps a preview, and still sends the page when rendering fails.
 * The renderer is a stand-in (the real one runs in web/e2e/server-rendering.e2e.test.ts); the
 * public API is a small HTTP server that counts its reads.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PublicCache } from '@rawi/kit/cache';
import { PUBLIC_PAGE_CACHE_CONTROL, type MediaFile } from '@rawi/proto';
import type { RenderedState } from '../src/app/renderedState.ts';
import { LAYOUT_NEAR_SCRIPT } from '../src/lib/layoutNear.ts';
import { createWebApp } from './index.ts';
import { inlineScriptHashes } from './securityHeaders.ts';
import { pageInvalidation, pageTags, type PageRenderer } from './render.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <script id="rawi-language-bootstrap">document.documentElement.lang = 'en';</script>
    <title>Rawi</title>
  </head>
  <body>
    <noscript>Rawi needs JavaScript to show this page.</noscript>
    <div id="root"></div>
  </body>
</html>`;

let distDir: string;
let api: Server;
let apiUrl: string;
const reads: string[] = [];
let heading = 'First heading';
let tokens = 0;

/** Renders the state it is given, so a test sees which data reached the renderer. */
let failRender = false;
const renders: string[] = [];
const renderer: PageRenderer = {
  RENDERED_STATE_ID: 'rawi-state',
  stateJson: (state) => JSON.stringify(state).replace(/</g, '\\u003c'),
  renderPage: async (url: string, state: RenderedState) => {
    renders.push(`${state.language} ${url}`);
    if (failRender) throw new Error('render failed');
    const hero = state.fallback[`/api/content/hero/${state.language}`] as {
      data: { heading: string };
    } | null;
    return {
      html: `<main><h1>${hero?.data.heading ?? 'no hero'}</h1><p>${url}</p></main>`,
      styles: '<style data-styled="active">.a{color:red}</style>',
    };
  },
};

/** The X-Forwarded-For of each read made with a token. */
const forwardedFor = new Set<string>();
const EDITOR = { id: 'u1', username: 'noura', role: 'editor', email: 'noura@rawi.example' };

let now = 0;
const newCache = () =>
  new PublicCache({ maxBytes: 1024 * 1024, maxEntryBytes: 1024 * 1024, staleMs: 5000, now: () => now });

const webServer = async (cache?: PublicCache) => {
  const server = createWebApp({ distDir, apiUrl, renderer, pageCache: cache }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

/** A web server with a page cache that hears events (or not), and the cache to drive. */
const cachingServer = async (eventsConnected = true) => {
  const cache = newCache();
  cache.setEventsConnected(eventsConnected);
  return { cache, ...(await webServer(cache)) };
};

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'rawi-web-rendered-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'ibm-plex-sans-arabic-arabic-400-normal-Ab12.woff2'), 'font');
  writeFileSync(
    join(distDir, 'assets', 'ibm-plex-sans-arabic-arabic-extended-400-normal-Ef56.woff2'),
    'font',
  );
  writeFileSync(join(distDir, 'assets', 'ibm-plex-sans-latin-400-normal-Cd34.woff2'), 'font');
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // A read with a token is counted with it.
    const authorization = req.headers.authorization ? `${req.headers.authorization} ` : '';
    if (req.headers.authorization) forwardedFor.add(String(req.headers['x-forwarded-for']));
    reads.push(`${authorization}${url.pathname}${url.search}`);
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    // The admin's reads: allowed for the token 'editor-token' (an editor, who may not list users).
    if (req.headers.authorization) {
      if (req.headers.authorization !== 'Bearer editor-token')
        return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Unauthorized"}');
      if (url.pathname === '/api/auth/me') return json({ user: EDITOR });
      if (url.pathname === '/api/users')
        return res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Forbidden"}');
      if (url.pathname === '/api/projects') return json([{ title: `Draft (${url.search})` }]);
      if (url.pathname === '/api/projects/translations') return json([]);
      if (url.pathname === '/api/content/team/en') return res.writeHead(404).end('{}');
    }
    const language = /\/api\/content\/all\/(en|ar)$/.exec(url.pathname)?.[1];
    if (language) return json([{ section: 'hero', language, data: { heading: `${heading} (${language})` } }]);
    if (url.pathname === '/api/projects') return json([]);
    if (url.pathname === '/api/contact/token') {
      tokens += 1;
      return json({ token: `token-${tokens}` });
    }
    return res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => api.once('listening', () => resolve()));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await close(api);
  rmSync(distDir, { recursive: true, force: true });
});

afterEach(() => {
  reads.length = 0;
  renders.length = 0;
  failRender = false;
  heading = 'First heading';
});

describe('a rendered page', () => {
  it('carries the markup, styles, state and its language fonts, without the bootstrap or the JavaScript notice', async () => {
    const { server, base } = await webServer();
    const res = await fetch(`${base}/?lang=ar`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h1>First heading (ar)</h1><p>/</p></main></div>');
    expect(html).toContain('<style data-styled="active">.a{color:red}</style>\n  </head>');
    const state = /<script type="application\/json" id="rawi-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? 'null')).toMatchObject({
      language: 'ar',
      fallback: {
        '/api/content/hero/ar': { data: { heading: 'First heading (ar)' } },
        '/api/projects?language=ar': [],
      },
    });
    expect(html).toContain('href="/assets/ibm-plex-sans-arabic-arabic-400-normal-Ab12.woff2" crossorigin');
    // The Persian and Urdu letters' file is fetched only by a page that has one.
    expect(html).not.toContain('arabic-extended');
    expect(html).not.toContain('ibm-plex-sans-latin');
    expect(html).not.toContain('rawi-language-bootstrap');
    expect(html).not.toContain('<noscript>');
    await close(server);
  });

  it('lays out below its first screen as the visitor nears it: the script for it first in the head, allowed by its hash', async () => {
    const { server, base } = await webServer();
    const res = await fetch(`${base}/?lang=en`);
    const html = await res.text();
    // Straight after the charset, ahead of anything that could hold it (a stylesheet, the styles).
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${LAYOUT_NEAR_SCRIPT}\n`);
    const [allowed] = inlineScriptHashes(LAYOUT_NEAR_SCRIPT);
    expect(res.headers.get('content-security-policy')).toContain(allowed);
    await close(server);
  });

  it('is sent without a body, never a 5xx, when rendering fails', async () => {
    failRender = true;
    const { server, base } = await webServer(newCache());
    const res = await fetch(`${base}/projects`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
    // A page the browser draws itself has no lower sections drawn by the server to wait with.
    expect(html).not.toContain(LAYOUT_NEAR_SCRIPT);
    await close(server);
  });

  it('is not rendered for a preview, which shows what only the editor has', async () => {
    const cache = newCache();
    const { server, base } = await webServer(cache);
    const html = await (await fetch(`${base}/?preview=content`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(renders).toEqual([]);
    expect(cache.stats().entries).toBe(0);
    await close(server);
  });

  it('leaves the admin panel to the browser', async () => {
    const { server, base } = await webServer(newCache());
    expect(await (await fetch(`${base}/admin/login`)).text()).toContain('<div id="root"></div>');
    expect(renders).toEqual([]);
    await close(server);
  });
});

describe('an admin screen asked for with a session', () => {
  const asEditor = { cookie: 'rawi_session=editor-token' };
  const stateOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="rawi-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as RenderedState | null;

  it("is drawn for that admin with the screen's reads, made with the admin's session, and never kept", async () => {
    const cache = newCache();
    const { server, base } = await webServer(cache);
    forwardedFor.clear();
    const res = await fetch(`${base}/admin/projects?lang=ar`, {
      headers: { ...asEditor, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    // Counted by the gateway against the admin's address, as the browser's own reads are.
    expect([...forwardedFor]).toEqual(['203.0.113.7']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(renders).toEqual(['ar /admin/projects']);
    const state = stateOf(html);
    expect(state?.fallback).toEqual({
      '/api/auth/me': { user: EDITOR },
      '/api/projects?language=ar#staff': [{ title: 'Draft (?language=ar)' }],
      '/api/projects#staff': [{ title: 'Draft ()' }],
      '/api/projects/translations': [],
    });
    // Every read went with the admin's token, none without.
    expect(reads.filter((read) => read.startsWith('/api/'))).toEqual([]);
    expect(reads).toContain('Bearer editor-token /api/auth/me');
    // Drawn again for the next request: a page drawn for one admin is kept for no one.
    await fetch(`${base}/admin/projects?lang=ar`, { headers: asEditor });
    expect(renders).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
    await close(server);
  });

  it('leaves out a read the admin may not make, and keeps a 404 as null', async () => {
    const { server, base } = await webServer();
    const state = stateOf(await (await fetch(`${base}/admin?lang=en`, { headers: asEditor })).text());
    expect(state?.fallback).not.toHaveProperty('/api/users');
    expect(state?.fallback['/api/content/team/en']).toBeNull();
    expect(state?.fallback['/api/projects#staff']).toEqual([{ title: 'Draft ()' }]);
    await close(server);
  });

  it('is left to the browser without a valid session, on the login page and on screens without reads', async () => {
    const { server, base } = await webServer(newCache());
    for (const [path, headers] of [
      ['/admin', {}],
      ['/admin/projects', { cookie: 'rawi_session=expired-token' }],
      ['/admin/login', asEditor],
      ['/admin/media', asEditor],
    ] as const) {
      const html = await (await fetch(`${base}${path}`, { headers })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('noura');
    }
    expect(renders).toEqual([]);
    await close(server);
  });
});

describe('the page cache', () => {
  it('keeps a page per path and language and answers a matching ETag with 304', async () => {
    const { server, base } = await cachingServer();
    const first = await fetch(`${base}/projects?lang=en`);
    const again = await fetch(`${base}/projects?lang=en`);
    expect(await again.text()).toBe(await first.text());
    expect(renders).toEqual(['en /projects']);
    await fetch(`${base}/`, { headers: { cookie: 'rawi-language=ar' } });
    await fetch(`${base}/`, { headers: { cookie: 'rawi-language=ar' } });
    await fetch(`${base}/projects/`, { headers: { cookie: 'rawi-language=ar' } });
    expect(renders).toEqual(['en /projects', 'ar /', 'ar /projects']);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() alone would add 'no-cache', which asks for a full answer).
    const notModified = await fetch(`${base}/projects?lang=en`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(notModified.status).toBe(304);
    await close(server);
  });

  it("drops a language's pages on its content event and every page on a project event", async () => {
    const { cache, server, base } = await cachingServer();
    for (const language of ['en', 'ar']) await fetch(`${base}/?lang=${language}`);
    heading = 'Saved heading';
    const contentTags = pageInvalidation.tagsChangedBy({
      subject: 'content.updated',
      data: { section: 'hero', language: 'en', updatedAt: '2026-11-23T00:00:00.000Z' },
    });
    cache.invalidate(contentTags);
    expect(await (await fetch(`${base}/?lang=en`)).text()).toContain('Saved heading (en)');
    expect(await (await fetch(`${base}/?lang=ar`)).text()).toContain('First heading (ar)');
    cache.invalidate(
      pageInvalidation.tagsChangedBy({
        subject: 'project.deleted',
        data: { id: '65f000000000000000000001' },
      }),
    );
    expect(await (await fetch(`${base}/?lang=ar`)).text()).toContain('Saved heading (ar)');
    expect(pageTags('ar')).toEqual(['content:ar', 'projects', 'media']);
    await close(server);
  });

  it('drops every page when a library image changes (its focal point places it on each page)', async () => {
    const { cache, server, base } = await cachingServer();
    for (const language of ['en', 'ar']) await fetch(`${base}/?lang=${language}`);
    heading = 'Heading after the image';
    const tags = pageInvalidation.tagsChangedBy({
      subject: 'media.updated',
      data: { media: { id: '65f000000000000000000002' } as MediaFile },
    });
    expect(tags).toEqual(['media']);
    cache.invalidate(tags);
    for (const language of ['en', 'ar'])
      expect(await (await fetch(`${base}/?lang=${language}`)).text()).toContain(
        `Heading after the image (${language})`,
      );
    await close(server);
  });

  it('serves a kept page for at most the stale bound while events are not arriving', async () => {
    const { server, base } = await cachingServer(false);
    now = 1_000;
    await fetch(`${base}/projects`);
    now = 5_900;
    await fetch(`${base}/projects`);
    expect(renders).toEqual(['en /projects']);
    now = 6_100;
    await fetch(`${base}/projects`);
    expect(renders).toEqual(['en /projects', 'en /projects']);
    await close(server);
  });

  it('renders a burst of identical misses once', async () => {
    const { server, base } = await cachingServer();
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/projects`).then((res) => res.text())));
    expect(renders).toEqual(['en /projects']);
    expect(reads.filter((read) => read.startsWith('/api/projects'))).toHaveLength(1);
    await close(server);
  });
});

describe('the contact form without JavaScript', () => {
  const stateOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="rawi-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as {
      fallback: Record<string, unknown>;
    };

  it('is part of a landing page that is the same for every visitor (no token of its own), kept and revalidated', async () => {
    const { server, base } = await cachingServer();
    const first = await fetch(`${base}/?lang=en`);
    const second = await fetch(`${base}/?lang=en`);
    expect(renders).toEqual(['en /']);
    const [one, two] = [await first.text(), await second.text()];
    expect(two).toBe(one);
    expect(stateOf(one).fallback).not.toHaveProperty('/api/contact/token');
    expect(one).not.toContain('name="formToken"');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(second.headers.get('etag')).toBe(etag);
    // Drawn anew (as for the gateway), the same bytes carry the same tag.
    const fresh = await fetch(`${base}/?lang=en`, { headers: { 'cache-control': 'no-cache' } });
    expect(await fresh.text()).toBe(one);
    expect(fresh.headers.get('etag')).toBe(etag);
    await close(server);
  });

  it('is drawn anew, never from its own copy, when the gateway asks for a page to keep (Cache-Control: no-cache)', async () => {
    const { server, base } = await cachingServer();
    await (await fetch(`${base}/?lang=en`)).text();
    await (await fetch(`${base}/?lang=en`, { headers: { 'cache-control': 'no-cache' } })).text();
    expect(renders).toEqual(['en /', 'en /']);
    await close(server);
  });

  it("draws the landing page with the outcome of the form's post, outside the cache", async () => {
    const { server, base } = await cachingServer();
    await fetch(`${base}/?lang=ar`);
    const sent = stateOf(await (await fetch(`${base}/?lang=ar&contact=sent`)).text());
    expect(sent.fallback['contact-form-outcome']).toBe('sent');
    const failed = stateOf(await (await fetch(`${base}/?lang=ar&contact=failed`)).text());
    expect(failed.fallback['contact-form-outcome']).toBe('failed');
    const other = stateOf(await (await fetch(`${base}/?lang=ar&contact=<script>`)).text());
    expect(other.fallback).not.toHaveProperty('contact-form-outcome');
    expect(renders).toEqual(['ar /', 'ar /', 'ar /']);
    await close(server);
  });
});
