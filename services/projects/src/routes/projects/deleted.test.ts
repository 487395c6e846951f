/**
 * 'Recently deleted' with many deleted projects: the newest page listed in order, restores from
 * anywhere in it, and deletions past the retention neither listed nor restorable, then purged.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { History, historySettled, removeAllHistory, VersionHeadModel, VersionModel } from '@rawi/kit';
import { bearer, mintToken, storeDeletedItems } from '@rawi/kit/testing';
import type { DeletedProject, ErrorBody, Project } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { deletedSummary, projectKey, purgeExpiredProjects } from '../../history/project-history.ts';
import { DELETED_LISTED } from '../../queries/project-history.ts';
import { buildProject, getTestServer, removeAllProjects } from '../../test/support.ts';

const faisal = bearer(mintToken({ sub: '00000000000000000000000a', username: 'faisal', role: 'admin' }));
const noura = { id: '00000000000000000000000b', username: 'noura' };
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = 30 * DAY_MS;

let api: Awaited<ReturnType<typeof getTestServer>>;
beforeAll(async () => {
  api = await getTestServer('deleted');
});
afterAll(() => api.close());
beforeEach(async () => {
  await removeAllProjects();
  await removeAllHistory();
});

const listDeleted = () =>
  api.call<DeletedProject[] & ErrorBody>('GET', '/api/projects/deleted', { headers: faisal });
const undelete = (id: string) =>
  api.call<Project & ErrorBody>('POST', `/api/projects/deleted/${id}/restore`, { headers: faisal });

/** `count` deleted projects, one a minute, the newest `newestAgoMs` ago; oldest first. */
async function storeDeleted(count: number, newestAgoMs = 60_000) {
  const newest = Date.now() - newestAgoMs;
  const deleted = Array.from({ length: count }, (_, i) => {
    const id = new mongoose.Types.ObjectId().toHexString();
    const input = buildProject({
      title: `Deleted ${i}`,
      slug: `deleted-${i}`,
      language: i % 2 ? 'ar' : 'en',
    });
    const deletedAt = new Date(newest - (count - 1 - i) * 60_000);
    const data = {
      id,
      ...input,
      createdAt: deletedAt.toISOString(),
      updatedAt: deletedAt.toISOString(),
      revision: 3,
    };
    return { id, input, deletedAt, item: projectKey(id), data, author: noura };
  });
  await storeDeletedItems(deleted, deletedSummary);
  return deleted;
}

describe('recently deleted, with many deleted projects', () => {
  it('lists the newest deletions first with their title, slug, language, time and author', async () => {
    const deleted = await storeDeleted(300);
    const res = await listDeleted();
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(DELETED_LISTED);
    const expected = deleted
      .slice(-DELETED_LISTED)
      .reverse()
      .map((d) => ({
        id: d.id,
        title: d.input.title,
        slug: d.input.slug,
        language: d.input.language,
        deletedAt: d.deletedAt.toISOString(),
        deletedBy: noura,
      }));
    expect(res.body).toEqual(expected);
  });

  it('puts a project deleted now first, and restores one not among the listed with its id and slug', async () => {
    const deleted = await storeDeleted(300);
    const live = await api.call<Project>('POST', '/api/projects', {
      body: buildProject({ title: 'Just gone', slug: 'just-gone' }),
      headers: faisal,
    });
    expect((await api.call('DELETE', `/api/projects/${live.body.id}`, { headers: faisal })).status).toBe(204);
    const list = (await listDeleted()).body;
    expect(list[0]).toMatchObject({
      id: live.body.id,
      title: 'Just gone',
      deletedBy: { username: 'faisal' },
    });
    expect(list[1]!.id).toBe(deleted.at(-1)!.id);

    const older = deleted[42]!;
    const restored = await undelete(older.id);
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ id: older.id, title: older.input.title, slug: older.input.slug });
    expect(await ProjectModel.exists({ _id: older.id })).toBeTruthy();
    expect((await undelete(older.id)).status).toBe(404);

    // Restoring the newest brings the next one up.
    expect((await undelete(live.body.id)).status).toBe(201);
    const after = (await listDeleted()).body;
    expect(after[0]!.id).toBe(deleted.at(-1)!.id);
    expect(after.map((d) => d.id)).not.toContain(older.id);
  });

  it('neither lists nor restores deletions past the retention, and purging drops their history', async () => {
    const expired = await storeDeleted(70, RETENTION_MS + DAY_MS);
    const history = new History({ keep: 50, summarise: deletedSummary });
    const recent = buildProject({ slug: 'recent' });
    const recentId = (await api.call<Project>('POST', '/api/projects', { body: recent, headers: faisal }))
      .body.id;
    await api.call('DELETE', `/api/projects/${recentId}`, { headers: faisal });

    expect((await listDeleted()).body.map((d) => d.id)).toEqual([recentId]);
    expect((await undelete(expired[69]!.id)).status).toBe(404);

    expect(await purgeExpiredProjects(history, RETENTION_MS)).toBe(70);
    await historySettled();
    const items = expired.map((d) => d.item);
    expect(await VersionModel.countDocuments({ item: mongoose.trusted({ $in: items }) })).toBe(0);
    expect(await VersionHeadModel.countDocuments({ _id: mongoose.trusted({ $in: items }) })).toBe(0);
    // The recent deletion stays restorable, with its history.
    expect(await purgeExpiredProjects(history, RETENTION_MS)).toBe(0);
    expect((await listDeleted()).body.map((d) => d.id)).toEqual([recentId]);
    expect((await undelete(recentId)).status).toBe(201);
    expect(await VersionModel.countDocuments({ item: projectKey(recentId) })).toBe(3);
  });
});
