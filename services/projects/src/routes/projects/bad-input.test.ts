import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  corpusFaults,
  mintToken,
  NO_CORPUS_FAULTS,
  PROTOTYPE_MEMBERS,
  rawCall,
  runCorpus,
  storedDocuments,
} from '@rawi/kit/testing';
import { validationMessages, type ErrorBody } from '@rawi/proto';
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
    expect(corpusFaults(replies)).toEqual(NO_CORPUS_FAULTS);
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

const m = validationMessages.en;

describe('projects: keys, types and texts at the edge', () => {
  it('stores a project sent with keys named like Object.prototype members without them', async () => {
    const project = buildProject();
    const body = JSON.stringify({ ...project, ...Object.fromEntries(PROTOTYPE_MEMBERS.map((k) => [k, 1])) });
    const reply = await server.call<{ id: string }>('POST', '/api/projects', {
      body,
      headers: bearer(mintToken()),
    });
    expect(reply.status).toBe(201);
    const stored = await ProjectModel.findById(reply.body.id).lean();
    expect(Object.keys(stored ?? {}).filter((key) => PROTOTYPE_MEMBERS.includes(key))).toEqual([]);
    expect(stored?.title).toBe(project.title);
  });

  it.each([
    ['a number as the title', { title: 123 }, 'title', m.mustBeText],
    ['a boolean as the category', { category: true }, 'category', m.mustBeText],
    ['a number in the features', { features: ['ok', 7] }, 'features[1]', m.mustBeText],
    ['a text as the sort order', { sortOrder: '5' }, 'sortOrder', m.sortOrderNumber],
    ['a NUL in the title', { title: 'Rawi\u0000LLM' }, 'title', m.controlCharacters],
    ['a line break in the title', { title: 'Rawi\r\nLLM' }, 'title', m.singleLine],
    ['a right-to-left override in the title', { title: 'Rawi \u202eMLL' }, 'title', m.bidiUnbalanced],
    [
      'an isolate left open in the description',
      { description: '\u2067نموذج' },
      'description',
      m.bidiUnbalanced,
    ],
    ['a lone surrogate in the category', { category: 'Models \ud800' }, 'category', m.brokenCharacters],
    [
      'an escape in the brief description',
      { briefDescription: 'a\u001b[2Jb' },
      'briefDescription',
      m.controlCharacters,
    ],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', m.urlInvalid],
    ['a data: image', { imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'imageUrl', m.urlInvalid],
    ['a javascript: video', { youtubeUrl: 'javascript:alert(1)' }, 'youtubeUrl', m.urlInvalid],
  ])(
    'refuses %s with 400 and the field’s message, storing nothing',
    async (_label, override, field, message) => {
      const before = await storedDocuments(ProjectModel);
      // JSON.stringify writes a lone surrogate as the escape "\ud800", as a client's JSON would carry it.
      const body = buildProject(override);
      const reply = await server.call<ErrorBody>('POST', '/api/projects', {
        body,
        headers: bearer(mintToken()),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('validation');
      expect(reply.body.error.fields?.[field]).toBe(message);
      expect(await storedDocuments(ProjectModel)).toEqual(before);
    },
  );

  it('keeps a balanced bidi pair and line breaks where the text may span lines', async () => {
    const description = 'Call \u2066+966 11 000 0000\u2069 today.\nسطر ثانٍ.';
    const reply = await server.call<{ id: string; description: string }>('POST', '/api/projects', {
      body: buildProject({ description }),
      headers: bearer(mintToken()),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.description).toBe(description);
  });
});
