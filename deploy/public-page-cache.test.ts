/**
 * The public pages at scale, on a whole local stack: every public page, in each language, is
 * the same bytes for every visitor between two edits, with a Cache-Control a shared cache (a
 * CDN) honours and an ETag; the gateway keeps one copy per language and answers it from memory;
 * an edit is on the page within a second (the gateway's copy is dropped by the edit's event).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PUBLIC_PAGE_CACHE_CONTROL, type ContentItem, type Project } from '@rawi/proto';
import { adminToken, startOwnStack, type Stack } from './local/stack.ts';

let stack: Stack;
let token: string;
let pages: string[];
const password = randomBytes(12).toString('base64url');

beforeAll(async () => {
  stack = await startOwnStack('page-cache', { adminPassword: password });
  token = await adminToken(stack, password);
  const slugIn = async (language: string) =>
    ((await (await fetch(`${stack.url}${API.projects}?language=${language}`)).json()) as Project[])[0]!.slug;
  pages = [
    '/',
    '/?lang=ar',
    '/projects',
    '/projects?lang=ar',
    `/projects/${encodeURIComponent(await slugIn('en'))}`,
    `/projects/${encodeURIComponent(await slugIn('ar'))}?lang=ar`,
  ];
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

const view = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${stack.url}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { res, html: await res.text() };
};

describe('public pages', () => {
  it('are the same bytes for every visitor of a language, cacheable by a shared cache, with an ETag, kept by the gateway', async () => {
    for (const path of pages) {
      const first = await view(path);
      const second = await view(path);
      expect(first.res.status, path).toBe(200);
      expect(second.html, path).toBe(first.html);
      expect(first.res.headers.get('cache-control'), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(first.res.headers.get('set-cookie'), path).toBeNull();
      expect(first.res.headers.get('etag'), path).toMatch(/^"/);
      expect(second.res.headers.get('etag'), path).toBe(first.res.headers.get('etag'));
      expect(second.res.headers.get('x-cache'), path).toBe('HIT');
      expect(first.html, path).toContain(
        path.includes('lang=ar') ? 'lang="ar" dir="rtl"' : 'lang="en" dir="ltr"',
      );
      // A browser's copy is revalidated for nothing.
      const again = await fetch(`${stack.url}${path}`, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': first.res.headers.get('etag')! },
      });
      expect(again.status, path).toBe(304);
    }
  });

  it('keep one copy per language: the language cookie the app writes gets the Arabic copy of /, the same for every such visitor', async () => {
    const arabic = await view('/', { cookie: 'rawi-language=ar' });
    const again = await view('/', { cookie: 'rawi-language=ar; other=1' });
    expect(arabic.html).toContain('lang="ar" dir="rtl"');
    expect(again.html).toBe(arabic.html);
    expect(again.res.headers.get('x-cache')).toBe('HIT');
    expect((await view('/')).html).toContain('lang="en" dir="ltr"');
  });

  it('show an edit within a second', async () => {
    await view('/');
    await view('/?lang=ar');
    const current = (await (
      await fetch(`${stack.url}/api/content/hero/en`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as ContentItem<Record<string, unknown>>;
    const title = `Sovereign AI ${randomBytes(4).toString('hex')}`;
    const saved = await fetch(`${stack.url}/api/content`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'if-match': `"${current.revision}"`,
      },
      body: JSON.stringify({ section: 'hero', language: 'en', data: { ...current.data, heading: title } }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    await expect.poll(async () => (await view('/')).html, { timeout: 1000, interval: 50 }).toContain(title);
    expect(Date.now() - savedAt).toBeLessThan(1000);
    // The Arabic page does not show the English title.
    expect((await view('/?lang=ar')).html).not.toContain(title);
  });
});
