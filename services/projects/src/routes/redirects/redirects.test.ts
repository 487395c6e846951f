/**
 * Redirects: a project's former addresses lead to its current one in its language (chains
 * collapse, changing back never loops), a deleted or unpublished project's address is gone or
 * leads to its published counterpart, and an editor's own redirects (by hand, by CSV) with their
 * hits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, mintToken, useServiceUnderTest, type EventCollector } from '@rawi/kit/testing';
import {
  validationMessages,
  type ErrorBody,
  type EventEnvelope,
  type Language,
  type Project,
  type Redirect,
  type RedirectLookup,
} from '@rawi/proto';
import { GoneAddressModel, RedirectModel } from '../../models/redirect.ts';
import { buildProject, getTestServer, removeAllProjects } from '../../test/support.ts';

const m = validationMessages.en;
const admin = bearer(mintToken({ username: 'faisal', role: 'admin' }));

let api: Awaited<ReturnType<typeof getTestServer>>;
let events: EventCollector;
const underTest = useServiceUnderTest(() => getTestServer('redirects'), {
  events: ['project.redirects-changed'],
  beforeEach: async () => {
    await removeAllProjects();
    await RedirectModel.deleteMany({});
    await GoneAddressModel.deleteMany({});
  },
});
beforeAll(() => {
  ({ server: api, events } = underTest);
});

type Reply = Project & ErrorBody;
const create = async (overrides: Parameters<typeof buildProject>[0]) => {
  const res = await api.call<Reply>('POST', '/api/projects', {
    body: buildProject(overrides),
    headers: admin,
  });
  expect(res.status).toBe(201);
  return res.body;
};
/** Saves the project with only its slug (and what else is given) changed. */
const rename = async (project: Project, slug: string, more: Partial<Project> = {}) => {
  const { id, createdAt, updatedAt, revision, translations, ...fields } = project;
  void createdAt;
  void updatedAt;
  void revision;
  void translations;
  const res = await api.call<Reply>('PUT', `/api/projects/${id}`, {
    body: { ...fields, slug, ...more },
    headers: admin,
  });
  expect(res.status).toBe(200);
  return res.body;
};
const lookup = async (from: string, language: Language = 'en') => {
  const res = await api.call<RedirectLookup>(
    'GET',
    `/api/projects/redirects/lookup?from=${encodeURIComponent(from)}&language=${language}`,
  );
  expect(res.status).toBe(200);
  return res.body;
};
const listed = async () => {
  const res = await api.call<Redirect[]>('GET', '/api/projects/redirects', { headers: admin });
  expect(res.status).toBe(200);
  return res.body;
};
const addRedirect = (body: unknown, headers: Record<string, string> = admin) =>
  api.call<Redirect & ErrorBody>('POST', '/api/projects/redirects', { body, headers });
const importCsv = (csv: unknown, headers: Record<string, string> = admin) =>
  api.call<{ imported: number } & ErrorBody>('POST', '/api/projects/redirects/import', {
    body: { csv },
    headers,
  });

describe('a project whose slug changes', () => {
  it('leaves its old address answering 301 with the new one, in its own language only', async () => {
    const project = await create({ slug: 'old-name' });
    await rename(project, 'new-name');
    expect(await lookup('/projects/old-name')).toMatchObject({
      outcome: 'moved',
      location: '/projects/new-name?lang=en',
    });
    expect(await listed()).toEqual([
      expect.objectContaining({
        language: 'en',
        from: '/projects/old-name',
        to: '/projects/new-name',
        kind: 'slug',
        hits: 0,
        lastUsedAt: null,
      }),
    ]);
  });

  it('collapses a chain: after A→B→C, A leads straight to C', async () => {
    const a = await create({ slug: 'chain-a' });
    const b = await rename(a, 'chain-b');
    await rename(b, 'chain-c');
    expect((await lookup('/projects/chain-a')).location).toBe('/projects/chain-c?lang=en');
    expect((await lookup('/projects/chain-b')).location).toBe('/projects/chain-c?lang=en');
    const stored = await listed();
    expect(stored.map((r) => [r.from, r.to]).sort()).toEqual([
      ['/projects/chain-a', '/projects/chain-c'],
      ['/projects/chain-b', '/projects/chain-c'],
    ]);
  });

  it('changing back removes the redirect instead of looping', async () => {
    const a = await create({ slug: 'back-a' });
    const b = await rename(a, 'back-b');
    await rename(b, 'back-a');
    expect((await listed()).map((r) => [r.from, r.to])).toEqual([['/projects/back-b', '/projects/back-a']]);
    expect(await lookup('/projects/back-a')).toEqual({ outcome: 'none' });
    expect((await lookup('/projects/back-b')).location).toBe('/projects/back-a?lang=en');
  });

  it('keeps each language its own: the same old slug leads to each language’s new address', async () => {
    const en = await create({ slug: 'shared-old', language: 'en', translationKey: 'shared' });
    const ar = await create({ slug: 'shared-old', language: 'ar', translationKey: 'shared' });
    await rename(en, 'english-new');
    await rename(ar, 'جديد');
    expect((await lookup('/projects/shared-old', 'en')).location).toBe('/projects/english-new?lang=en');
    expect((await lookup('/projects/shared-old', 'ar')).location).toBe(
      `/projects/${encodeURIComponent('جديد')}?lang=ar`,
    );
    // An Arabic slug's old address, percent-encoded as a browser sends it, is found decoded.
    const arOld = await rename({ ...ar, slug: 'جديد' } as Project, 'أحدث');
    void arOld;
    expect((await lookup(`/projects/${encodeURIComponent('جديد')}`, 'en')).location).toBe(
      `/projects/${encodeURIComponent('أحدث')}?lang=ar`,
    );
  });

  it('undoes the redirect when the save is refused (the new slug is taken)', async () => {
    await create({ slug: 'taken' });
    const project = await create({ slug: 'keeps-its-name' });
    const { id, createdAt, updatedAt, revision, translations, ...fields } = project;
    void [createdAt, updatedAt, revision, translations];
    const res = await api.call<Reply>('PUT', `/api/projects/${id}`, {
      body: { ...fields, slug: 'taken' },
      headers: admin,
    });
    expect(res.status).toBe(409);
    expect(await listed()).toEqual([]);
  });
});

describe('a project that is deleted or unpublished', () => {
  it('answers gone (410) for its address and for the addresses that led to it', async () => {
    const project = await create({ slug: 'doomed-old' });
    const renamed = await rename(project, 'doomed');
    expect((await api.call('DELETE', `/api/projects/${renamed.id}`, { headers: admin })).status).toBe(204);
    expect(await lookup('/projects/doomed')).toEqual({ outcome: 'gone' });
    expect(await lookup('/projects/doomed-old')).toEqual({ outcome: 'gone' });
  });

  it('leads to its published counterpart in the other language instead, where there is one', async () => {
    const en = await create({ slug: 'pair-en', language: 'en', translationKey: 'pair' });
    await create({ slug: 'زوج', language: 'ar', translationKey: 'pair' });
    expect((await api.call('DELETE', `/api/projects/${en.id}`, { headers: admin })).status).toBe(204);
    expect(await lookup('/projects/pair-en')).toEqual({
      outcome: 'moved',
      location: `/projects/${encodeURIComponent('زوج')}?lang=ar`,
    });
  });

  it('answers gone for an unpublished project without a published counterpart', async () => {
    const project = await create({ slug: 'hidden' });
    await rename(project, 'hidden', { status: 'archived' });
    expect(await lookup('/projects/hidden')).toEqual({ outcome: 'gone' });
  });

  it('is its page again when a project takes the address back (restored)', async () => {
    const project = await create({ slug: 'comes-back' });
    await api.call('DELETE', `/api/projects/${project.id}`, { headers: admin });
    expect(await lookup('/projects/comes-back')).toEqual({ outcome: 'gone' });
    const restored = await api.call('POST', `/api/projects/deleted/${project.id}/restore`, {
      headers: admin,
    });
    expect(restored.status).toBe(201);
    expect(await lookup('/projects/comes-back')).toEqual({ outcome: 'none' });
    expect(await GoneAddressModel.countDocuments()).toBe(0);
  });
});

describe('an editor’s redirects', () => {
  it('adds one by hand (a whole old link is taken as its path), counts its hits and removes it', async () => {
    const res = await addRedirect({
      language: 'ar',
      from: 'https://old.example.com/about-us/?x=1',
      to: '/projects',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      language: 'ar',
      from: '/about-us',
      to: '/projects',
      kind: 'manual',
      hits: 0,
    });
    await events.waitFor(
      (e) =>
        e.subject === 'project.redirects-changed' &&
        (e as EventEnvelope<'project.redirects-changed'>).data.from.includes('/about-us'),
    );
    // The visitor's language first, then the other: an English visitor still finds it.
    const found = await lookup('/about-us', 'en');
    expect(found).toEqual({ outcome: 'moved', location: '/projects?lang=ar', id: res.body.id });
    expect((await api.call('POST', `/api/projects/redirects/${found.id}/hits`)).status).toBe(204);
    expect((await api.call('POST', `/api/projects/redirects/${found.id}/hits`)).status).toBe(204);
    const [counted] = await listed();
    expect(counted).toMatchObject({ hits: 2, lastUsedAt: expect.any(String) });
    expect(
      (await api.call('DELETE', `/api/projects/redirects/${res.body.id}`, { headers: admin })).status,
    ).toBe(204);
    expect(await lookup('/about-us')).toEqual({ outcome: 'none' });
    expect((await api.call('POST', `/api/projects/redirects/${res.body.id}/hits`)).status).toBe(404);
  });

  it('refuses bad addresses with their messages, a duplicate with 409 and a loop with 409', async () => {
    const bad = await addRedirect({ language: 'en', from: 'no-slash', to: '/admin/users' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ from: m.redirectPathInvalid, to: m.redirectPathReserved });
    const same = await addRedirect({ language: 'en', from: '/same', to: '/same/' });
    expect(same.body.error.fields).toEqual({ to: m.redirectSameAddress });
    expect((await addRedirect({ language: 'en', from: '/a', to: '/b' })).status).toBe(201);
    expect((await addRedirect({ language: 'en', from: '/a', to: '/c' })).status).toBe(409);
    const loop = await addRedirect({ language: 'en', from: '/b', to: '/a' });
    expect(loop.status).toBe(409);
    expect(loop.body.error.message).toBe('This redirect would lead back to its own address');
  });

  it('needs a token to list, add, import or remove', async () => {
    expect((await api.call('GET', '/api/projects/redirects')).status).toBe(401);
    expect((await addRedirect({ language: 'en', from: '/x', to: '/' }, {})).status).toBe(401);
    expect((await importCsv('/x,/', {})).status).toBe(401);
    expect((await api.call('DELETE', '/api/projects/redirects/abc')).status).toBe(401);
  });

  it('imports a CSV (header, quotes, blank language = English) and collapses onto existing chains', async () => {
    expect((await addRedirect({ language: 'en', from: '/mid', to: '/projects' })).status).toBe(201);
    const csv = 'from,to,language\r\n/old-home,/,en\n"/old,comma",/mid,\n/قديم,/projects,ar\n\n';
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 3 });
    expect((await lookup('/old,comma')).location).toBe('/projects?lang=en');
    expect((await lookup('/قديم', 'ar')).location).toBe('/projects?lang=ar');
    expect((await listed()).length).toBe(4);
  });

  it('reports every bad line by its number and writes nothing', async () => {
    const csv =
      'from,to,language\n/fine,/projects,en\nnot-a-path,/,en\n/dup,/,ar\n/dup,/x,ar\n/three,/,en,extra\n/lang,/,fr\n';
    const res = await importCsv(csv);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'csv[3].from': m.redirectPathInvalid,
      'csv[5].from': m.redirectCsvDuplicate,
      'csv[6]': m.redirectCsvColumns,
      'csv[7].language': m.languageInvalid,
    });
    expect(await listed()).toEqual([]);
    expect((await importCsv('   ')).body.error.fields).toEqual({ csv: m.redirectCsvRequired });
  });

  it('writes nothing when a line would make a loop, naming that line', async () => {
    expect((await addRedirect({ language: 'en', from: '/b', to: '/c' })).status).toBe(201);
    const res = await importCsv('/a,/b,en\n/c,/a,en\n');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['csv[2].to']);
    expect((await listed()).map((r) => [r.from, r.to])).toEqual([['/b', '/c']]);
  });
});

describe('the slug read with anyLanguage', () => {
  it('finds a slug of the other language, and only with anyLanguage=true', async () => {
    await create({ slug: 'مشروع', language: 'ar', title: 'مشروع' });
    const slug = encodeURIComponent('مشروع');
    expect((await api.call('GET', `/api/projects/slug/${slug}?language=en`)).status).toBe(404);
    const found = await api.call<Project>('GET', `/api/projects/slug/${slug}?language=en&anyLanguage=true`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ language: 'ar', slug: 'مشروع' });
    await removeAllProjects();
  });
});
