import { describe, expect, it } from 'vitest';
import { createTokenVerifier, historySettled, removeAllHistory, VersionModel } from '@rawi/kit';
import {
  bearer,
  jsonClient,
  mintToken,
  startTestServer,
  testInfra,
  testLogger,
  useServiceUnderTest,
} from '@rawi/kit/testing';
import { createApp } from '../../app.ts';
import type { DeletedProject, ErrorBody, EventEnvelope, Project, Version } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { buildProject, getTestServer, insertProjects, removeAllProjects } from '../../test/support.ts';

const faisal = bearer(mintToken({ sub: '00000000000000000000000a', username: 'faisal', role: 'admin' }));
const noura = bearer(mintToken({ sub: '00000000000000000000000b', username: 'noura', role: 'superadmin' }));

const projects = useServiceUnderTest(() => getTestServer('history'), {
  events: ['project.created'],
  beforeEach: async () => {
    await removeAllProjects();
    await removeAllHistory();
  },
});

type Reply = Project & ErrorBody;
const create = (body: unknown, headers = faisal) =>
  projects.server.call<Reply>('POST', '/api/projects', { body, headers });
const replace = (id: string, body: unknown, headers = faisal) =>
  projects.server.call<Reply>('PUT', `/api/projects/${id}`, { body, headers });
const history = (id: string, headers: Record<string, string> = faisal) =>
  projects.server.call<Array<Version<Project>> & ErrorBody>('GET', `/api/projects/${id}/history`, {
    headers,
  });
const restore = (id: string, versionId: string, headers: Record<string, string> = faisal) =>
  projects.server.call<Reply>('POST', `/api/projects/${id}/history/${versionId}/restore`, { headers });

describe('project history', () => {
  it('keeps every save with its author, newest first, and restores an old one as a new version', async () => {
    const first = buildProject({ title: 'First title', slug: 'hist' });
    const created = await create(first);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await replace(id, { ...first, title: 'Second title', status: 'draft' }, noura)).status).toBe(200);

    const before = await history(id);
    expect(before.status).toBe(200);
    expect(before.body.map((v) => [v.data.title, v.author?.username, v.reason])).toEqual([
      ['Second title', 'noura', 'save'],
      ['First title', 'faisal', 'save'],
    ]);

    const oldest = before.body[1]!;
    const restored = await restore(id, oldest.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, title: 'First title', status: 'active', slug: 'hist' });
    expect((await ProjectModel.findById(id).lean())?.title).toBe('First title');

    const after = await history(id);
    expect(after.body.map((v) => [v.data.title, v.reason])).toEqual([
      ['First title', 'restore'],
      ['Second title', 'save'],
      ['First title', 'save'],
    ]);
    // The restore is itself undoable.
    expect((await restore(id, after.body[1]!.id)).body.title).toBe('Second title');
  });

  it('keeps the state from before history was recorded (seeded projects) on the first save', async () => {
    const [seeded] = await insertProjects(buildProject({ title: 'Seeded' }));
    const id = seeded!._id.toHexString();
    await replace(id, buildProject({ title: 'Edited', slug: seeded!.slug }));
    const res = await history(id);
    expect(res.body.map((v) => [v.data.title, v.author])).toEqual([
      ['Edited', { id: '00000000000000000000000a', username: 'faisal' }],
      ['Seeded', null],
    ]);
  });

  it('keeps at most the configured number of versions (HISTORY_VERSIONS)', async () => {
    const small = await startTestServer(
      createApp({
        logger: testLogger,
        verifyToken: createTokenVerifier(testInfra().jwt.publicKey),
        historyVersions: 3,
      }),
    );
    try {
      const call = jsonClient(small.url);
      const body = buildProject({ slug: 'many' });
      const id = (await call<Reply>('POST', '/api/projects', { body, headers: faisal })).body.id;
      for (let i = 0; i < 5; i += 1) {
        await call('PUT', `/api/projects/${id}`, { body: { ...body, title: `Title ${i}` }, headers: faisal });
      }
      const res = await call<Array<Version<Project>>>('GET', `/api/projects/${id}/history`, {
        headers: faisal,
      });
      expect(res.body.map((v) => v.data.title)).toEqual(['Title 4', 'Title 3', 'Title 2']);
      await historySettled();
      expect(await VersionModel.countDocuments({ item: `project:${id}` })).toBe(3);
    } finally {
      await small.close();
    }
  });

  it('refuses anonymous reads, unknown ids and a version of another project', async () => {
    const a = (await create(buildProject())).body.id;
    const b = (await create(buildProject())).body.id;
    const bVersion = (await history(b)).body[0]!.id;
    expect((await history(a, {})).status).toBe(401);
    expect((await history('not-an-id')).status).toBe(404);
    expect((await history('0123456789abcdef01234567')).status).toBe(404);
    expect((await restore(a, bVersion)).status).toBe(404);
    expect((await restore(a, 'nope')).status).toBe(404);
    expect((await restore(a, bVersion, {})).status).toBe(401);
  });
});

describe('recently deleted projects', () => {
  const deleted = () =>
    projects.server.call<DeletedProject[] & ErrorBody>('GET', '/api/projects/deleted', { headers: faisal });
  const undelete = (id: string, headers: Record<string, string> = faisal) =>
    projects.server.call<Reply>('POST', `/api/projects/deleted/${id}/restore`, { headers });

  it('lists a deleted project and restores it with its id and slug, announcing it again', async () => {
    const body = buildProject({ title: 'Gone', slug: 'gone-soon' });
    const id = (await create(body)).body.id;
    expect((await projects.server.call('DELETE', `/api/projects/${id}`, { headers: noura })).status).toBe(
      204,
    );

    const list = await deleted();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        title: 'Gone',
        slug: 'gone-soon',
        language: 'en',
        deletedBy: { id: '00000000000000000000000b', username: 'noura' },
      }),
    ]);

    const res = await undelete(id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, title: 'Gone', slug: 'gone-soon' });
    expect(await ProjectModel.exists({ _id: id })).toBeTruthy();
    expect((await deleted()).body).toEqual([]);
    await expect
      .poll(
        () =>
          projects.events.received.filter(
            (e: EventEnvelope) => (e.data as { project: Project }).project.id === id,
          ).length,
      )
      .toBe(2);
    expect((await history(id)).body.map((v) => v.reason)).toEqual(['restore', 'delete', 'save']);
    // Only once: it is no longer deleted.
    expect((await undelete(id)).status).toBe(404);
  });

  it('answers 409 when the slug was taken meanwhile, and keeps the deleted entry', async () => {
    const body = buildProject({ slug: 'taken-later' });
    const id = (await create(body)).body.id;
    await projects.server.call('DELETE', `/api/projects/${id}`, { headers: faisal });
    expect((await create(buildProject({ slug: 'taken-later' }))).status).toBe(201);
    const res = await undelete(id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Slug already exists for this language');
    expect((await deleted()).body.map((d) => d.id)).toEqual([id]);
  });

  it('needs a token and a known deleted id', async () => {
    expect((await projects.server.call('GET', '/api/projects/deleted')).status).toBe(401);
    expect((await undelete('0123456789abcdef01234567')).status).toBe(404);
    const live = (await create(buildProject())).body.id;
    expect((await undelete(live)).status).toBe(404);
    expect((await undelete(live, {})).status).toBe(401);
  });
});
