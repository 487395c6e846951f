import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../vite/precompressPlugin.ts';
import type { PublicCache } from '@rawi/kit/cache';
import { createLogger } from '@rawi/kit/logger';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@rawi/proto';
import { createWebApp } from './index.ts';

const BOOTSTRAP = "document.documentElement.lang = 'en';";
const INDEX_HTML = `<!doctype html><html><head><script>${BOOTSTRAP}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;
const BUNDLE = `console.log(${JSON.stringify('rawi '.repeat(2000))});`;
/** A chunk the build compressed ahead (web/vite/precompressPlugin.ts). */
const CHUNK = `export const words = ${JSON.stringify('راوي rawi '.repeat(3000))};`;

let distDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'rawi-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'images'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-AbC123.js'), BUNDLE);
  writeFileSync(join(distDir, 'assets', 'page-Def456.js'), CHUNK);
  await precompress(distDir, [
    { fileName: 'assets/page-Def456.js', content: CHUNK },
    { fileName: 'index.html', content: INDEX_HTML },
  ]);
  writeFileSync(join(distDir, 'images', 'default-person.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = createWebApp({ distDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

describe('web server', () => {
  it.each(['/', '/projects', '/projects/voice-banking'])(
    'answers the public page %s with index.html and status 200, kept briefly by shared caches',
    async (path) => {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toContain('<html lang="en" dir="ltr">');
    },
  );

  it.each(['/admin', '/admin/login', '/admin/content', '/admin/users'])(
    'answers the app route %s with index.html and status 200, never cached',
    async (path) => {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<html lang="en" dir="ltr">');
    },
  );

  it.each(['/about', '/projects/a/b', '/admin/settings', '/wp-login.php'])(
    'answers the unknown path %s with index.html and status 404',
    async (path) => {
      const response = await fetch(base + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Page Not Found | Rawi</title>');
    },
  );

  it('serves hashed assets for a year, immutable, compressed', async () => {
    const response = await fetch(`${base}/assets/index-AbC123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(BUNDLE);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])(
    "sends the build's own compressed copy of an asset to a browser that accepts %s",
    async (accepted, encoding) => {
      const response = await fetch(`${base}/assets/page-Def456.js`, {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toContain('javascript');
      // The very bytes the build wrote (not compressed again as it goes out), which decode to the chunk.
      const file = join(
        distDir,
        'assets',
        `page-Def456.js${encoding ? `.${encoding === 'br' ? 'br' : 'gz'}` : ''}`,
      );
      expect(Number(response.headers.get('content-length'))).toBe(statSync(file).size);
      expect(await response.text()).toBe(CHUNK);
    },
  );

  it("compresses only the build's hashed scripts, styles and images ahead", () => {
    expect(existsSync(join(distDir, 'assets', 'page-Def456.js.br'))).toBe(true);
    expect(existsSync(join(distDir, 'index.html.br'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(join(distDir, 'assets', 'page-Def456.js.br'))).toString()).toBe(
      CHUNK,
    );
    expect(gunzipSync(readFileSync(join(distDir, 'assets', 'page-Def456.js.gz'))).toString()).toBe(CHUNK);
  });

  it('answers a missing asset with 404, not the page and not cached for a year', async () => {
    const response = await fetch(`${base}/assets/index-Gone99.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('serves files from web/public with a short cache', async () => {
    const response = await fetch(`${base}/images/default-person.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('allows the inline language bootstrap by its hash in the Content-Security-Policy', async () => {
    const response = await fetch(`${base}/`);
    const hash = createHash('sha256').update(BOOTSTRAP).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports health', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports health to HEAD too, never kept, and refuses other methods there as everywhere', async () => {
    const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/healthz`, { method: 'DELETE' })).status).toBe(405);
  });

  it.each(['/%E0%A4%A', '/projects/%00', '/assets/%ZZ.js'])(
    'answers the path %s, which does not decode or holds a NUL, with 400',
    async (path) => {
      const response = await fetch(base + path);
      expect(response.status).toBe(400);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe('Bad Request');
    },
  );

  it('serves robots.txt keeping /admin out and naming the sitemap, kept an hour', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toMatch(/^Sitemap: \S*\/sitemap\.xml$/m);
  });

  it("names the address the request came to without PUBLIC_URL, never the request's Origin header", async () => {
    const response = await fetch(`${base}/robots.txt`, { headers: { Origin: 'https://elsewhere.example' } });
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(text).not.toContain('elsewhere.example');
  });

  it('has no sitemap without a public API to read the projects from', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  it('answers /index.html with the home page, never the template file as it is', async () => {
    const response = await fetch(`${base}/index.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const html = await response.text();
    expect(html).not.toBe(INDEX_HTML);
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('does not serve files outside the build folder', async () => {
    const response = await fetch(`${base}/assets/..%2f..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });
});

describe('web server faults', () => {
  it('answers a request whose Accept-Encoding accepts nothing it has as it is, uncompressed', async () => {
    const response = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br;q=abc, *;q=-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers a failure inside a request with a JSON 500 naming its request id, logged, and goes on serving', async () => {
    const lines: string[] = [];
    // A page cache that fails stands for any unexpected fault while a page is made.
    const failing = {
      get: () => {
        throw new Error('the page cache broke');
      },
    } as unknown as PublicCache;
    const logger = createLogger('web', 'info', { write: (line: string) => lines.push(line) });
    const faulty = createWebApp({ distDir, pageCache: failing, logger }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => faulty.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${url}/projects`, { headers: { 'x-request-id': 'req-fault-1' } });
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({
        error: { code: 'internal', message: 'Internal server error' },
        requestId: 'req-fault-1',
      });
      // The kit's logger: one JSON line for the failure (with its stack), one for the request.
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toEqual([
        expect.objectContaining({
          level: 50,
          name: 'web',
          msg: 'unexpected error',
          requestId: 'req-fault-1',
          path: '/projects',
          err: expect.objectContaining({
            message: 'the page cache broke',
            stack: expect.stringContaining('the page cache broke'),
          }),
        }),
        expect.objectContaining({
          level: 30,
          msg: 'request',
          requestId: 'req-fault-1',
          method: 'GET',
          path: '/projects',
          status: 500,
          ms: expect.any(Number),
        }),
      ]);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
        msg: 'request',
        path: '/healthz',
        status: 200,
      });
      expect(lines).toHaveLength(3);
    } finally {
      await new Promise<void>((resolve) => faulty.close(() => resolve()));
    }
  });
});
