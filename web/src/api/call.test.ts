import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { pathOf, type Project, type RouteReply } from '@rawi/proto';
import { buildProject, buildSubmission } from '../test/factories';
import { call, callFile } from './call';
import { ReplyShapeError } from './request';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [path, init] = fetchMock.mock.calls[0] ?? [];
  return { path, method: init?.method, body: init?.body, headers: init?.headers as Headers };
};

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("builds the path from the table's entry, its encoded parameters and its query", async () => {
    const project = buildProject();
    const fetchMock = stubFetch(Response.json(project));
    const reply = await call('GET /api/projects/slug/{slug}', {
      params: { slug: 'a b/c' },
      query: { language: 'ar' },
    });
    expect(sent(fetchMock)).toMatchObject({
      path: '/api/projects/slug/a%20b%2Fc?language=ar',
      method: 'GET',
    });
    expect(reply).toEqual(project);
    expectTypeOf(reply).toEqualTypeOf<RouteReply<'GET /api/projects/slug/{slug}'>>();
    expectTypeOf(reply).toMatchTypeOf<Project>();
  });

  it("sends the entry's method and the body as JSON, with the call's own headers", async () => {
    const fetchMock = stubFetch(Response.json(buildSubmission()));
    await call('PUT /api/contact-submissions/{id}', {
      params: { id: 's1' },
      body: { status: 'resolved' },
      headers: { 'If-Match': '"3"' },
    });
    const { path, method, body, headers } = sent(fetchMock);
    expect([path, method, body]).toEqual(['/api/contact-submissions/s1', 'PUT', '{"status":"resolved"}']);
    expect(headers.get('If-Match')).toBe('"3"');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('refuses a reply of another shape than the entry names', async () => {
    stubFetch(Response.json({ id: 'p1' }));
    await expect(call('GET /api/projects/slug/{slug}', { params: { slug: 'x' } })).rejects.toBeInstanceOf(
      ReplyShapeError,
    );
  });

  it('resolves to undefined for a call that answers nothing (204)', async () => {
    stubFetch(new Response(null, { status: 204 }));
    const reply = await call('DELETE /api/media/{id}', { params: { id: 'm1' } });
    expect(reply).toBeUndefined();
    expectTypeOf(reply).toEqualTypeOf<undefined>();
  });

  it('reads a file reply (the CSV) as bytes', async () => {
    const fetchMock = stubFetch(new Response('name,email\n', { headers: { 'content-type': 'text/csv' } }));
    const file = await callFile('GET /api/contact-submissions.csv', { query: { status: 'new' } });
    expect(await file.text()).toBe('name,email\n');
    expect(sent(fetchMock).path).toBe('/api/contact-submissions.csv?status=new');
  });

  it('types what a call takes from the table', () => {
    expect(pathOf('GET /api/content/{section}/{language}', { section: 'hero', language: 'en' })).toBe(
      '/api/content/hero/en',
    );
    // @ts-expect-error a section is one of the content sections
    pathOf('GET /api/content/{section}/{language}', { section: 'nope', language: 'en' });
    // @ts-expect-error a call with path parameters needs them
    void (() => call('DELETE /api/projects/{id}'));
    // @ts-expect-error a call without a body takes none
    void (() => call('DELETE /api/projects/{id}', { params: { id: 'p1' }, body: { any: 1 } }));
    // @ts-expect-error a key that is not in the table
    void (() => call('GET /api/nothing'));
  });
});
