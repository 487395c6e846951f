import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, needsToken, PUBLIC_PAGE_CACHE_CONTROL, publicPageTag } from '@rawi/proto';
import { familiesChangedByWrite, publicPageRead, tagsChangedBy } from './cached-reads.ts';
import {
  PAGE_POLICY,
  rawRequest,
  type TestGateway,
  type UpstreamSet,
  useGatewayOverUpstreams,
} from '../test/support.ts';

describe('which public pages are kept, under which key', () => {
  it('keeps the public pages only, one copy per language, path, query and encodings', () => {
    for (const path of [
      '/',
      '/projects',
      '/projects/sovereign-banking-assistant',
      '/projects/%D8%B1%D8%A7%D9%88%D9%8A',
    ])
      expect(publicPageRead(path, '', undefined, 'gzip')).toBeDefined();
    for (const path of ['/admin', '/admin/login', '/projects/a/b', '/about', '/favicon.svg'])
      expect(publicPageRead(path, '', undefined, 'gzip')).toBeUndefined();
    const key = (query: string, cookie?: string, encodings = 'gzip') =>
      publicPageRead('/', query, cookie, encodings)?.key;
    expect(key('lang=ar')).not.toBe(key(''));
    expect(key('', 'ar')).toBe(key('lang=ar')?.replace('?lang=ar', ''));
    expect(key('', 'fr')).toBe(key(''));
    expect(key('lang=ar', 'en')).toBe(key('lang=ar'));
    // Two ?lang= are no choice: the cookie's (or English), as the web server reads it.
    expect(publicPageRead('/', 'lang=ar&lang=en', undefined, 'gzip')?.tags).toEqual([publicPageTag('en')]);
    expect(key('', undefined, 'br')).not.toBe(key(''));
    // A project's address may show it in the other language: either language's edit drops it.
    expect(publicPageRead('/projects/a-slug', '', undefined, 'gzip')?.tags).toEqual([
      publicPageTag('en'),
      publicPageTag('ar'),
    ]);
  });

  it('drops a language’s pages on its content’s event, every page on a project’s, and the pages family on a write', () => {
    expect(
      tagsChangedBy({ subject: 'content.updated', data: { section: 'hero', language: 'ar' } } as never),
    ).toContain(publicPageTag('ar'));
    expect(
      tagsChangedBy({ subject: 'content.updated', data: { section: 'hero', language: 'ar' } } as never),
    ).not.toContain(publicPageTag('en'));
    for (const subject of ['project.created', 'project.updated'])
      expect(tagsChangedBy({ subject, data: { project: { id: 'p1' } } } as never)).toEqual(
        expect.arrayContaining([publicPageTag('en'), publicPageTag('ar')]),
      );
    expect(tagsChangedBy({ subject: 'project.deleted', data: { id: 'p1' } } as never)).toEqual(
      expect.arrayContaining([publicPageTag('en'), publicPageTag('ar')]),
    );
    expect(familiesChangedByWrite('POST', '/api/content')).toContain('page:');
    expect(familiesChangedByWrite('PUT', '/api/projects/p1')).toContain('page:');
    expect(familiesChangedByWrite('POST', '/api/contact')).toEqual([]);
  });

  it('keeps only the reads the route table marks, each a GET anyone may make, and a write drops its own service’s', () => {
    const kept = API_ROUTES.filter((route) => route.cache);
    expect(kept.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/content/all/{language}',
      'GET /api/content/{section}/{language}',
      'GET /api/projects',
      'GET /api/projects/slug/{slug}',
      'GET /api/projects/redirects/lookup',
      'GET /api/media/focal-points',
      'GET /api/media/files/{filename}',
    ]);
    for (const route of kept) expect(needsToken(route)).toBe(false);
    const families = (method: string, path: string) => new Set(familiesChangedByWrite(method, path));
    expect(families('POST', '/api/content')).toEqual(new Set(['content:', 'content-all:', 'page:']));
    expect(families('DELETE', '/api/projects/p1')).toEqual(
      new Set(['projects', 'project-slugs', 'redirects', 'page:']),
    );
    // The pages show the library's focal points: an image's new details draw them anew.
    expect(families('PATCH', '/api/media/m1')).toEqual(new Set(['media:', 'image-foci', 'page:']));
    expect(families('DELETE', '/api/media/m1')).toEqual(new Set(['media:', 'image-foci', 'page:']));
    // Counting a redirect's visitor changes no public read; a read changes nothing.
    expect(families('POST', '/api/projects/redirects/r1/hits')).toEqual(new Set());
    expect(families('GET', '/api/projects')).toEqual(new Set());
  });
});

describe('a public page through the gateway', () => {
  let upstreams: UpstreamSet;
  let gateway: TestGateway;
  useGatewayOverUpstreams((started) => ({ upstreams, gateway } = started), {
    env: { CACHE_MAX_BYTES: String(1024 * 1024) },
    forgetBetweenTests: false,
  });
  beforeAll(() => {
    upstreams.web.handle = async (ctx) => {
      ctx.type = 'html';
      ctx.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
      ctx.set('Content-Security-Policy', PAGE_POLICY);
      ctx.body = `<html lang="${ctx.query.lang ?? 'en'}">page ${ctx.path}</html>`;
    };
  });

  it('is drawn anew for the gateway (Cache-Control: no-cache), kept, and answered from memory to every visitor', async () => {
    const first = await rawRequest(gateway.url, { path: '/projects?lang=ar' });
    const second = await rawRequest(gateway.url, { path: '/projects?lang=ar' });
    const withCookie = await rawRequest(gateway.url, {
      path: '/projects?lang=ar',
      headers: { cookie: 'x=1' },
    });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(withCookie.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const fills = upstreams.web.seen.filter((s) => s.url === '/projects?lang=ar');
    expect(fills).toHaveLength(1);
    expect(fills[0]?.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the page’s own Content-Security-Policy (its inline scripts’ hashes), once, from memory too', async () => {
    for (const headers of [{}, {}, { cookie: 'x=1' }]) {
      const reply = await rawRequest(gateway.url, { path: '/projects', headers });
      expect(reply.headers['content-security-policy']).toBe(PAGE_POLICY);
    }
    // Node joins repeated headers with ', ': one policy, not two.
    const raw = await rawRequest(gateway.url, { path: '/projects' });
    expect(raw.headers['x-cache']).toBe('HIT');
    expect(String(raw.headers['content-security-policy']).split('default-src').length).toBe(2);
  });

  it('keeps a media file’s own sandbox policy when it is served from memory', async () => {
    upstreams.media.handle = async (ctx) => {
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.type = 'image/svg+xml';
      ctx.body = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    };
    for (let i = 0; i < 2; i += 1) {
      const reply = await rawRequest(gateway.url, { path: '/api/media/files/a.svg' });
      expect(reply.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('is never kept for an admin’s session', async () => {
    for (let i = 0; i < 2; i += 1) {
      const reply = await rawRequest(gateway.url, { path: '/', headers: { cookie: 'rawi_session=abc' } });
      expect(reply.headers['x-cache']).toBeUndefined();
    }
  });
});
