import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedFetch, jsonClient, ReplyContractError } from './http.ts';
import { startTestServer, type TestServer } from './index.ts';

/** A stand-in service answering table paths with whatever each test sets. */
let answer: { status: number; body: unknown } = { status: 200, body: null };
let server: TestServer;
let seen: { method: string; path: string; headers: Record<string, string | string[] | undefined> };

beforeAll(async () => {
  const app = new Koa();
  app.use((ctx) => {
    seen = { method: ctx.method, path: ctx.path, headers: ctx.headers };
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
  server = await startTestServer(app);
});
afterAll(() => server.close());

const project = {
  id: 'p1',
  title: 'Rawi Chat',
  slug: 'rawi-chat',
  language: 'en',
  description: 'A chat',
  briefDescription: 'Chat',
  features: [],
  advantages: [],
  useCases: [],
  category: 'ai',
  status: 'active',
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('jsonClient checks every reply against the route table', () => {
  it('passes a reply of the entry’s schema', async () => {
    answer = { status: 200, body: project };
    const reply = await jsonClient(server.url)('GET', '/api/projects/slug/rawi-chat?language=en');
    expect(reply).toMatchObject({ status: 200, body: project });
  });

  it('throws, naming the call and what differs, when a field is missing or of another type', async () => {
    const { slug: _slug, ...withoutSlug } = project;
    answer = { status: 200, body: withoutSlug };
    const call = jsonClient(server.url);
    await expect(call('GET', '/api/projects/slug/rawi-chat')).rejects.toThrow(ReplyContractError);
    await expect(call('GET', '/api/projects/slug/rawi-chat')).rejects.toThrow(
      /GET \/api\/projects\/slug\/rawi-chat answered 200 .*slug must be defined/,
    );
    answer = { status: 200, body: [{ ...project, sortOrder: '1' }] };
    await expect(call('GET', '/api/projects')).rejects.toThrow(/\[0\]\.sortOrder must be a `number`/);
  });

  it('throws on a key the reply schema does not name, at any depth', async () => {
    answer = { status: 200, body: [{ ...project, passwordHash: 'x' }] };
    await expect(jsonClient(server.url)('GET', '/api/projects')).rejects.toThrow(
      /\[0\]\.passwordHash is not in the reply schema/,
    );
  });

  it('checks an error reply against the one error body', async () => {
    answer = { status: 404, body: { error: { code: 'not_found', message: 'Project not found' } } };
    const call = jsonClient(server.url);
    expect((await call('GET', '/api/projects/slug/none')).status).toBe(404);
    answer = { status: 404, body: { message: 'Project not found' } };
    await expect(call('GET', '/api/projects/slug/none')).rejects.toThrow(
      /answered 404 .*error must be defined/,
    );
  });

  it('leaves other statuses and paths of no call unchecked, and reads text or bytes as they came', async () => {
    answer = { status: 200, body: { anything: true } };
    const call = jsonClient(server.url);
    expect((await call('GET', '/healthz')).body).toEqual({ anything: true });
    answer = { status: 200, body: 'name,email\n' };
    expect((await call('GET', '/api/contact-submissions.csv', { read: 'text' })).body).toBe('name,email\n');
    expect([...(await call<Uint8Array>('GET', '/file', { read: 'bytes' })).body].length).toBe(11);
  });

  it('throws on an empty reply where the entry names a reply schema', async () => {
    answer = { status: 200, body: '' };
    await expect(jsonClient(server.url)('GET', '/api/projects')).rejects.toThrow(
      /GET \/api\/projects answered 200 .*\nundefined$/,
    );
  });

  it('refuses a body that is not JSON, unless asked for text', async () => {
    answer = { status: 502, body: '<html>bad gateway</html>' };
    await expect(jsonClient(server.url)('GET', '/api/projects')).rejects.toThrow(
      /GET \/api\/projects answered 502 with a body that is not JSON/,
    );
  });

  it('checks a JSON reply read through checkedFetch, and hands the Response back unread', async () => {
    answer = { status: 200, body: [project] };
    const res = await checkedFetch(`${server.url}/api/projects?language=en`);
    expect(await res.json()).toEqual([project]);
    answer = { status: 200, body: [{ ...project, extra: 1 }] };
    await expect(checkedFetch(`${server.url}/api/projects`)).rejects.toThrow(
      /\[0\]\.extra is not in the reply schema/,
    );
    answer = { status: 200, body: 'name,email\n' };
    expect(await (await checkedFetch(`${server.url}/api/contact-submissions.csv`)).text()).toBe(
      'name,email\n',
    );
  });

  it('sends the token, the CSRF header on unsafe methods, and JSON or a malformed body as given', async () => {
    answer = { status: 204, body: null };
    const call = jsonClient(() => server.url, { token: () => 'abc', csrf: true });
    await call('DELETE', '/api/projects/p1');
    expect(seen.headers).toMatchObject({ authorization: 'Bearer abc', 'x-rawi-csrf': '1' });
    await call('GET', '/api/projects', { token: 'other' });
    expect(seen.headers.authorization).toBe('Bearer other');
    expect(seen.headers['x-rawi-csrf']).toBeUndefined();
    await call('POST', '/x', { body: '{"broken"' });
    expect(seen.headers['content-type']).toBe('application/json');
  });
});
