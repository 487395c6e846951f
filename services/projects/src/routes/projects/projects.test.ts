import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '@rawi/kit';
import {
  bearer,
  collectEvents,
  generateJwtKeys,
  jsonClient,
  mintToken,
  startTestServer,
  testInfra,
  testLogger,
  unsignedToken,
  type TestServer,
} from '@rawi/kit/testing';
import {
  validationMessages,
  type ErrorBody,
  type EventEnvelope,
  type Language,
  type Project,
} from '@rawi/proto';
import type mongoose from 'mongoose';
import { ProjectModel, type ProjectRecord } from '../../models/project.ts';

type StoredProject = ProjectRecord & { _id: mongoose.Types.ObjectId };
import { createApp } from '../../app.ts';
import { buildProject, getTestServer, insertProjects, removeAllProjects } from '../../test/support.ts';

const m = validationMessages.en;
const admin = bearer(mintToken({ username: 'faisal', role: 'admin' }));
const badTokens: Array<[string, Record<string, string>]> = [
  ['no token', {}],
  ['a token signed with another key', bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey }))],
  ['an unsigned alg=none token', bearer(unsignedToken())],
  ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
];

let api: Awaited<ReturnType<typeof getTestServer>>;
let events: Awaited<ReturnType<typeof collectEvents>>;

beforeAll(async () => {
  api = await getTestServer('routes');
  events = await collectEvents(['project.created', 'project.updated', 'project.deleted']);
});
afterAll(async () => {
  await events.stop();
  await api.close();
});
beforeEach(async () => {
  await removeAllProjects();
});

type Reply = Project & ErrorBody;
const create = (body: unknown, headers: Record<string, string> = admin) =>
  api.call<Reply>('POST', '/api/projects', { body, headers });
const replace = (id: string, body: unknown, headers: Record<string, string> = admin) =>
  api.call<Reply>('PUT', `/api/projects/${id}`, { body, headers });
const remove = (id: string, headers: Record<string, string> = admin) =>
  api.call<ErrorBody>('DELETE', `/api/projects/${id}`, { headers });
const list = (query = '', headers: Record<string, string> = {}) =>
  api.call<Project[]>('GET', `/api/projects${query}`, { headers });
const stored = (slug: string, language: Language = 'en') =>
  ProjectModel.findOne({ slug, language }).lean<StoredProject>();

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
      (await fetch(`${api.url}/api/projects?language=en`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    await create(buildProject({ slug: 'fresh' }));
    const after = await fetch(`${api.url}/api/projects?language=en`, { headers: { 'if-none-match': etag } });
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

describe('POST /api/projects', () => {
  it('creates a project (201), stores it and publishes project.created with an id', async () => {
    const body = buildProject({
      slug: 'doc-reader',
      youtubeUrl: 'https://youtu.be/R4tYu8IoP1s',
      imageUrl: '/images/default-hero-background.svg',
    });
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...body, id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const row = await stored('doc-reader');
    expect(row?._id.toHexString()).toBe(res.body.id);
    expect(row).toMatchObject({ youtubeUrl: body.youtubeUrl, imageUrl: body.imageUrl, status: 'active' });
    const event = (await events.waitFor(
      (e) =>
        e.subject === 'project.created' &&
        (e as EventEnvelope<'project.created'>).data.project.id === res.body.id,
    )) as EventEnvelope<'project.created'>;
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.data.project).toEqual(res.body);
  });

  it('applies the defaults: status active, sortOrder 0, empty lists', async () => {
    const {
      status: _s,
      sortOrder: _o,
      features: _f,
      advantages: _a,
      useCases: _u,
      ...minimal
    } = buildProject({ slug: 'minimal' });
    const res = await create(minimal);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'active',
      sortOrder: 0,
      features: [],
      advantages: [],
      useCases: [],
    });
    expect(res.body).not.toHaveProperty('youtubeUrl');
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await create({
      ...buildProject({ slug: 'strict' }),
      _id: '000000000000000000000001',
      id: 'x',
      createdAt: '1999-01-01',
      featured: true,
      owner: { $ne: null },
    });
    expect(res.status).toBe(201);
    const row = await ProjectModel.collection.findOne({ slug: 'strict' });
    expect(row).not.toHaveProperty('featured');
    expect(row).not.toHaveProperty('owner');
    expect(row).not.toHaveProperty('id');
    expect(row?._id.toHexString()).not.toBe('000000000000000000000001');
    expect((row?.createdAt as Date).getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a slug already used in the same language with 409, but allows it in the other language', async () => {
    expect((await create(buildProject({ slug: 'twin' }))).status).toBe(201);
    const dup = await create(buildProject({ slug: 'twin', title: 'Another' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'conflict',
      message: 'Slug already exists for this language',
      fields: { slug: 'Slug already exists for this language' },
    });
    expect(await ProjectModel.countDocuments({ slug: 'twin' })).toBe(1);
    expect((await create(buildProject({ slug: 'twin', language: 'ar' }))).status).toBe(201);
  });

  it('reports every required field with the spec message', async () => {
    const res = await create({});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toEqual({
      title: m.titleRequired,
      slug: m.slugRequired,
      language: m.languageRequired,
      description: m.descriptionRequired,
      briefDescription: m.briefDescriptionRequired,
      category: m.categoryRequired,
    });
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', m.titleRequired],
    ['an empty slug', { slug: '' }, 'slug', m.slugRequired],
    ['a slug with spaces', { slug: 'has space' }, 'slug', m.slugInvalid],
    ['an empty description', { description: '' }, 'description', m.descriptionRequired],
    ['an empty brief description', { briefDescription: '' }, 'briefDescription', m.briefDescriptionRequired],
    ['an empty category', { category: '' }, 'category', m.categoryRequired],
    ['an unknown language', { language: 'fr' }, 'language', m.languageInvalid],
    ['an unknown status', { status: 'published' }, 'status', m.statusInvalid],
    ['a negative sortOrder', { sortOrder: -1 }, 'sortOrder', m.sortOrderMin],
    ['a sortOrder that is not a number', { sortOrder: 'first' }, 'sortOrder', m.sortOrderNumber],
    ['a youtubeUrl that is not http(s)', { youtubeUrl: 'javascript:alert(1)' }, 'youtubeUrl', m.urlInvalid],
    ['an imageUrl that is not http(s)', { imageUrl: 'ftp://files/x.png' }, 'imageUrl', m.urlInvalid],
    ['features that are not a list', { features: 'fast' }, 'features', m.mustBeList],
    ['a title that is an object', { title: { $gt: '' } }, 'title', m.mustBeText],
    ['a category that is an operator', { category: { $ne: null } }, 'category', m.mustBeText],
    ['a use case that is an object', { useCases: [{ $where: '1' }] }, 'useCases[0]', m.mustBeText],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, field, message) => {
    const res = await create(buildProject(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    expect(await ProjectModel.countDocuments()).toBe(0);
  });

  it('refuses malformed JSON with 400 and stores nothing', async () => {
    const res = await create('{"title": "x", ');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Malformed JSON body');
    expect(await ProjectModel.countDocuments()).toBe(0);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await create(buildProject({ description: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(await ProjectModel.countDocuments()).toBe(0);
  });
});

describe('PUT /api/projects/:id', () => {
  it('answers 409 to two edits from the same revision: the second would lose the first', async () => {
    const created = (await create(buildProject({ slug: 'concurrent' }))).body;
    expect(created.revision).toBe(0);
    const from = { ...admin, 'if-match': `"${created.revision}"` };
    const titled = await replace(created.id, buildProject({ slug: 'concurrent', title: 'Mine' }), from);
    expect(titled.status).toBe(200);
    expect(titled.body.revision).toBe(1);
    const stale = await replace(created.id, buildProject({ slug: 'concurrent', sortOrder: 7 }), from);
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { error: { message: string } }).error.message).toBe(
      'This item was changed by someone else. Reload and try again.',
    );
    expect((await stored('concurrent'))?.title).toBe('Mine');
    // Visitors never see the revision.
    const publicRead = await api.call<Project>('GET', '/api/projects/slug/concurrent?language=en');
    expect(publicRead.body).not.toHaveProperty('revision');
  });

  it('replaces the whole project, keeps createdAt and publishes project.updated', async () => {
    const created = (
      await create(
        buildProject({
          slug: 'old',
          youtubeUrl: 'https://www.youtube.com/watch?v=Xk3vR9pQw2E',
          features: ['a', 'b'],
        }),
      )
    ).body;
    const next = buildProject({
      slug: 'new',
      title: 'Renamed',
      features: ['c'],
      status: 'archived',
      sortOrder: 5,
    });
    const res = await replace(created.id, next);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...next, id: created.id, createdAt: created.createdAt });
    expect(res.body).not.toHaveProperty('youtubeUrl');
    expect(res.body.updatedAt >= created.updatedAt).toBe(true);
    const row = await ProjectModel.findById(created.id).lean();
    expect(row).toMatchObject({
      slug: 'new',
      title: 'Renamed',
      features: ['c'],
      status: 'archived',
      sortOrder: 5,
    });
    expect(row).not.toHaveProperty('youtubeUrl');
    const event = (await events.waitFor(
      (e) =>
        e.subject === 'project.updated' &&
        (e as EventEnvelope<'project.updated'>).data.project.id === created.id,
    )) as EventEnvelope<'project.updated'>;
    expect(event.data.project).toEqual(res.body);
  });

  it('answers 409 when the new slug is taken in that language, and changes nothing', async () => {
    await create(buildProject({ slug: 'taken' }));
    const mine = (await create(buildProject({ slug: 'mine' }))).body;
    const res = await replace(mine.id, buildProject({ slug: 'taken' }));
    expect(res.status).toBe(409);
    expect(res.body.error.fields?.slug).toBe('Slug already exists for this language');
    expect((await ProjectModel.findById(mine.id).lean())?.slug).toBe('mine');
  });

  it('validates with the create schema', async () => {
    const mine = (await create(buildProject({ slug: 'mine' }))).body;
    const res = await replace(mine.id, { title: 'Only a title' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ slug: m.slugRequired, category: m.categoryRequired });
    expect((await ProjectModel.findById(mine.id).lean())?.title).toBe(mine.title);
  });

  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'not-an-id'],
    ['an operator-looking id', encodeURIComponent('{"$gt":""}')],
  ])('answers 404 for %s', async (_label, id) => {
    const res = await replace(id, buildProject());
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Project not found');
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes (204), and publishes project.deleted with id, slug and language', async () => {
    const created = (await create(buildProject({ slug: 'gone', language: 'ar' }))).body;
    const res = await remove(created.id);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await ProjectModel.findById(created.id).lean()).toBeNull();
    const event = (await events.waitFor(
      (e) =>
        e.subject === 'project.deleted' && (e as EventEnvelope<'project.deleted'>).data.id === created.id,
    )) as EventEnvelope<'project.deleted'>;
    expect(event.data).toEqual({ id: created.id, slug: 'gone', language: 'ar' });
    expect((await remove(created.id)).status).toBe(404);
  });

  it.each([
    ['an unknown id', '0123456789abcdef01234567'],
    ['a malformed id', 'xyz'],
  ])('answers 404 for %s', async (_label, id) => {
    const res = await remove(id);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Project not found');
  });
});

describe('admin routes require a verified token', () => {
  let existing: Project;
  beforeEach(async () => {
    existing = (await create(buildProject({ slug: 'keep' }))).body;
  });

  it.each(badTokens)('POST refuses %s with 401', async (_label, headers) => {
    const res = await create(buildProject({ slug: 'intruder' }), headers);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(await stored('intruder')).toBeNull();
  });

  it.each(badTokens)('PUT refuses %s with 401', async (_label, headers) => {
    const res = await replace(existing.id, buildProject({ slug: 'keep', title: 'Hijacked' }), headers);
    expect(res.status).toBe(401);
    expect((await stored('keep'))?.title).toBe(existing.title);
  });

  it.each(badTokens)('DELETE refuses %s with 401', async (_label, headers) => {
    const res = await remove(existing.id, headers);
    expect(res.status).toBe(401);
    expect(await stored('keep')).not.toBeNull();
  });

  it('checks the token before the id (401, not 404, for a bad id without a token)', async () => {
    expect((await remove('xyz', {})).status).toBe(401);
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
      expect(find).not.toHaveBeenCalled();
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
