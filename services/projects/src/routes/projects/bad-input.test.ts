import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedWrites,
  bearer,
  mintToken,
  rawCall,
  runCorpus,
  serverErrors,
  storedDocuments,
} from '@rawi/kit/testing';
import { ProjectModel } from '../../models/project.ts';
import { buildProject, getTestServer } from '../../test/support.ts';

let server: Awaited<ReturnType<typeof getTestServer>>;
let id: string;

beforeAll(async () => {
  server = await getTestServer('bad_input');
  const created = await server.call<{ id: string }>('POST', '/api/projects', {
    body: buildProject(),
    headers: bearer(mintToken()),
  });
  id = created.body.id;
});
afterAll(() => server.close());

describe('projects: hostile input', () => {
  it('answers every corpus request 4xx/2xx-read, never 5xx, and stores nothing', async () => {
    const before = await storedDocuments(ProjectModel);
    const replies = await runCorpus(
      server.url,
      [
        { method: 'GET', path: '/api/projects' },
        { method: 'POST', path: '/api/projects' },
        { method: 'PUT', path: `/api/projects/${id}` },
        { method: 'DELETE', path: `/api/projects/${id}/x` },
      ],
      bearer(mintToken()),
    );
    expect(serverErrors(replies)).toEqual([]);
    expect(acceptedWrites(replies)).toEqual([]);
    expect(await storedDocuments(ProjectModel)).toEqual(before);
  });

  it('refuses a deeply nested body with a clear 400', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const reply = await server.call<{ error: { message: string } }>('POST', '/api/projects', {
      body: deep,
      headers: bearer(mintToken()),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/nested too deeply/);
  });

  it('answers TRACE and PROPFIND 405 as JSON', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'CONNECT']) {
      const reply = await rawCall(server.url, method, '/api/projects');
      expect(reply.status, method).toBe(405);
      expect(JSON.parse(reply.body).error.code).toBe('method_not_allowed');
    }
  });

  it('marks replies to authenticated calls no-store', async () => {
    const reply = await server.call('GET', '/api/projects', { headers: bearer(mintToken()) });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});
