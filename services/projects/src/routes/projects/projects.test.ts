import { beforeEach, describe, expect, it } from 'vitest';
import { type EventEnvelope, type Project } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { buildProject } from '../../test/support.ts';
import {
  admin,
  api,
  badTokens,
  create,
  events,
  m,
  remove,
  replace,
  stored,
  useProjectsApi,
} from '../../test/projects-api.ts';

useProjectsApi('routes');

describe('POST /api/projects', () => {
  it('creates a project (201), stores it and publishes project.created with an id', async () => {
    const body = buildProject({
      slug: 'doc-reader',
      youtubeUrl: 'https://youtu.be/R4tYu8IoP1s',
      imageUrl: '/images/default-hero-background.svg',
      imageAlt: 'Deep blue light over a night sky',
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
