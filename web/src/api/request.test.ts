import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProject, buildSubmission } from '../test/factories';
import { onUnauthorized, ReplyShapeError, request, RequestError } from './request';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit & { headers: Headers } {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init as RequestInit & { headers: Headers };
}

afterEach(() => window.localStorage.clear());

describe('request', () => {
  it('includes credentials and reads a JSON reply', async () => {
    const fetchMock = stubFetch(Response.json([]));
    await expect(request('/api/projects')).resolves.toEqual([]);
    const init = sentInit(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.headers.get('x-rawi-csrf')).toBeNull();
    expect(init.headers.get('Authorization')).toBeNull();
  });

  it('refuses a reply that is not what the call answers (proto reply schemas), or not JSON', async () => {
    stubFetch(Response.json({ ok: 1 }));
    await expect(request('/api/projects')).rejects.toBeInstanceOf(ReplyShapeError);
    const { slug: _slug, ...withoutSlug } = buildProject();
    stubFetch(Response.json([withoutSlug]));
    await expect(request('/api/projects?language=en')).rejects.toThrow(/slug must be defined/);
    stubFetch(new Response('<html>proxy error</html>', { status: 200 }));
    await expect(request('/api/projects')).rejects.toThrow(/not JSON/);
  });

  it('sends a body as JSON with a JSON content type and the CSRF header', async () => {
    const fetchMock = stubFetch(Response.json({ submission: buildSubmission() }, { status: 201 }));
    await request('/api/contact', { method: 'POST', body: { name: 'Sara' } });
    const init = sentInit(fetchMock);
    expect(init.body).toBe('{"name":"Sara"}');
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect(init.headers.get('x-rawi-csrf')).toBe('1');
  });

  it('sends an upload as multipart, leaving the content type to the browser', async () => {
    const fetchMock = stubFetch(Response.json({}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await request('/api/media/upload', { method: 'POST', body: form });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(form);
    expect(init.headers.get('Content-Type')).toBeNull();
  });

  it('sends the stored token as a Bearer header', async () => {
    window.localStorage.setItem('rawi-token', 'abc.def');
    const fetchMock = stubFetch(Response.json([]));
    await request('/api/users');
    expect(sentInit(fetchMock).headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it("raises '<status>: <body text>' for a non-OK reply", async () => {
    stubFetch(new Response('{"error":{"code":"not_found"}}', { status: 404, statusText: 'Not Found' }));
    const error = await request('/api/projects/slug/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe('404: {"error":{"code":"not_found"}}');
    expect((error as RequestError).status).toBe(404);
  });

  it("raises '<status>: <status text>' when the body is empty", async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request('/api/content/hero/en')).rejects.toThrow('502: Bad Gateway');
  });

  it('resolves to undefined for an empty success reply', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(request('/api/media/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('tells unauthorized listeners about a 401, and treats it as an error', async () => {
    stubFetch(new Response('expired', { status: 401, statusText: 'Unauthorized' }));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    await expect(request('/api/users')).rejects.toThrow('401: expired');
    unsubscribe();
    expect(listener).toHaveBeenCalledWith(expect.any(RequestError), '/api/users');
  });
});
