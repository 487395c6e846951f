import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '@rawi/kit';
import {
  checkedFetch,
  jsonClient,
  startTestServer,
  testInfra,
  testLogger,
  type TestServer,
} from '@rawi/kit/testing';
import { type ErrorBody, type Project } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { createApp } from '../../app.ts';
import { buildProject, insertProjects } from '../../test/support.ts';
import { admin, api, badTokens, create, list, m, useProjectsApi } from '../../test/projects-api.ts';

useProjectsApi('routes_reads');

describe('GET /api/projects', () => {
  beforeEach(async () => {
    await insertProjects(
      buildProject({ title: 'Beta', slug: 'beta', sortOrder: 1 }),
      buildProject({ title: 'Alpha', slug: 'alpha', sortOrder: 1 }),
      buildProject({ title: 'Zulu', slug: 'zulu', sortOrder: 0 }),
      buildProject({ title: 'Draft', slug: 'draft', status: 'draft' }),
      buildProject({ title: 'Archived', slug: 'archived', status: 'archived' }),
      buildProject({ title: 'عربي', slug: 'arabi', language: 'ar', sortOrder: 0 }),
    );
  });

  it('shows visitors the active projects of every language, by sortOrder then title', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.title)).toEqual(['Zulu', 'عربي', 'Alpha', 'Beta']);
  });

  it('filters by ?language', async () => {
    expect((await list('?language=en')).body.map((p) => p.slug)).toEqual(['zulu', 'alpha', 'beta']);
    expect((await list('?language=ar')).body.map((p) => p.slug)).toEqual(['arabi']);
  });

  it('shows a verified admin the draft and archived projects too', async () => {
    const res = await list('?language=en', admin);
    expect(res.body.map((p) => [p.slug, p.status])).toEqual([
      ['archived', 'archived'],
      ['draft', 'draft'],
      ['zulu', 'active'],
      ['alpha', 'active'],
      ['beta', 'active'],
    ]);
    expect((await list('', admin)).body).toHaveLength(6);
  });

  it.each(badTokens.slice(1))(
    'treats %s as a visitor (active only), not as an admin',
    async (_label, headers) => {
      const res = await list('?language=en', headers);
      expect(res.status).toBe(200);
      expect(res.body.every((p) => p.status === 'active')).toBe(true);
    },
  );

  it('presents each project with a string id and ISO dates, never the raw document', async () => {
    const [first] = (await list('?language=ar')).body;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: 'arabi',
      language: 'ar',
    });
    expect(first).not.toHaveProperty('_id');
    expect(new Date(first!.createdAt).toISOString()).toBe(first!.createdAt);
  });

  it.each([
    ['an unknown language', '?language=fr'],
    ['a repeated language', '?language=en&language=ar'],
  ])('refuses %s with 400 and the spec message', async (_label, query) => {
    const res = await api.call<ErrorBody>('GET', `/api/projects${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.language).toBe(m.languageInvalid);
  });

  it('ignores operator-looking query keys', async () => {
    const res = await list('?language[$ne]=xx&status[$ne]=active');
    expect(res.status).toBe(200);
    expect(res.body.every((p) => p.status === 'active')).toBe(true);
  });

  it('revalidates with an ETag that changes after a write', async () => {
    const first = await list('?language=en');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding.*Authorization.*Cookie/);
    expect(
      (await checkedFetch(`${api.url}/api/projects?language=en`, { headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);
    await create(buildProject({ slug: 'fresh' }));
    const after = await checkedFetch(`${api.url}/api/projects?language=en`, {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Project[]).map((p) => p.slug)).toContain('fresh');
  });
});

describe('GET /api/projects/slug/:slug', () => {
  beforeEach(async () => {
    await insertProjects(
      buildProject({ slug: 'voice-ivr', title: 'Voice IVR' }),
      buildProject({ slug: 'voice-ivr', title: 'الرد الصوتي', language: 'ar' }),
      buildProject({ slug: 'pilot', status: 'draft' }),
    );
  });

  it('returns the project in the asked language', async () => {
    const res = await api.call<Project>('GET', '/api/projects/slug/voice-ivr?language=ar');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'voice-ivr', language: 'ar', title: 'الرد الصوتي' });
  });

  it('reads English when no language is given', async () => {
    expect((await api.call<Project>('GET', '/api/projects/slug/voice-ivr')).body.title).toBe('Voice IVR');
  });

  it.each([
    ['an unknown slug', '/api/projects/slug/nothing-here?language=en'],
    ['a slug missing in that language', '/api/projects/slug/pilot?language=ar'],
    ['a draft, for a visitor', '/api/projects/slug/pilot?language=en'],
  ])('answers 404 "Project not found" for %s', async (_label, path) => {
    const res = await api.call<ErrorBody>('GET', path);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Project not found');
  });

  it('shows a draft to a verified admin (the preview)', async () => {
    const res = await api.call<Project>('GET', '/api/projects/slug/pilot?language=en', { headers: admin });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('draft');
  });

  it.each(badTokens)(
    'keeps a draft hidden (404) with %s, as from an expired preview session',
    async (_label, headers) => {
      const res = await api.call<ErrorBody>('GET', '/api/projects/slug/pilot?language=en', { headers });
      expect(res.status).toBe(404);
    },
  );

  it('refuses an unknown language with 400', async () => {
    const res = await api.call<ErrorBody>('GET', '/api/projects/slug/voice-ivr?language=xx');
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.language).toBe(m.languageInvalid);
  });
});

describe('cached lists', () => {
  let other: TestServer;
  beforeAll(async () => {
    // A second replica: its own app and cache, the same database.
    other = await startTestServer(
      createApp({ logger: testLogger, verifyToken: createTokenVerifier(testInfra().jwt.publicKey) }),
    );
  });
  afterAll(() => other.close());

  it('serves a repeated list from the cache, reading only the catalogue version', async () => {
    await insertProjects(buildProject({ slug: 'cached' }));
    await list('?language=en');
    const find = vi.spyOn(ProjectModel, 'find');
    try {
      const again = await list('?language=en');
      expect(again.body.map((p) => p.slug)).toEqual(['cached']);
      // The event relay's sweep for unpublished events may run meanwhile; no list is read.
      const listReads = find.mock.calls.filter(([filter]) => !(filter && 'eventsPending' in filter));
      expect(listReads).toEqual([]);
    } finally {
      find.mockRestore();
    }
  });

  it('shows a write made through another replica on the very next read', async () => {
    await insertProjects(buildProject({ slug: 'first' }));
    expect((await list('?language=en')).body.map((p) => p.slug)).toEqual(['first']);
    expect((await api.call<Project>('GET', '/api/projects/slug/first?language=en')).status).toBe(200);

    const elsewhere = jsonClient(other.url);
    const created = await elsewhere<Project>('POST', '/api/projects', {
      body: buildProject({ slug: 'second', sortOrder: 1 }),
      headers: admin,
    });
    expect(created.status).toBe(201);
    expect((await list('?language=en')).body.map((p) => p.slug)).toEqual(['first', 'second']);

    await elsewhere('PUT', `/api/projects/${created.body.id}`, {
      body: buildProject({ slug: 'second', status: 'draft' }),
      headers: admin,
    });
    expect((await list('?language=en')).body.map((p) => p.slug)).toEqual(['first']);
    expect((await api.call('GET', '/api/projects/slug/second?language=en')).status).toBe(404);

    await elsewhere('DELETE', `/api/projects/${created.body.id}`, { headers: admin });
    expect((await list('?language=en', admin)).body.map((p) => p.slug)).toEqual(['first']);
  });
});
