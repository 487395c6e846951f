import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeAllHistory } from '@rawi/kit';
import { bearer, mintToken } from '@rawi/kit/testing';
import type { ContentItem, ErrorBody, Version } from '@rawi/proto';
import { ContentItemModel } from '../../models/content-item.ts';
import { getTestServer, storedContent } from '../../test/support.ts';

const faisal = bearer(mintToken({ sub: '00000000000000000000000a', username: 'faisal', role: 'admin' }));
const noura = bearer(mintToken({ sub: '00000000000000000000000b', username: 'noura', role: 'superadmin' }));

let api: Awaited<ReturnType<typeof getTestServer>>;

beforeAll(async () => {
  api = await getTestServer('history');
});
afterAll(() => api.close());
beforeEach(async () => {
  await ContentItemModel.deleteMany({});
  await removeAllHistory();
});

const about = (title: string) => ({ title, subtitle: 'Who we are', description: 'A team in Riyadh.' });
const save = (data: object, headers = faisal, language = 'en') =>
  api.call<ContentItem & ErrorBody>('POST', '/api/content', {
    body: { section: 'about', language, data },
    headers,
  });
const history = (language = 'en', headers: Record<string, string> = faisal) =>
  api.call<Version[] & ErrorBody>('GET', `/api/content/about/${language}/history`, { headers });
const restore = (versionId: string, language = 'en', headers: Record<string, string> = faisal) =>
  api.call<ContentItem & ErrorBody>('POST', `/api/content/about/${language}/history/${versionId}/restore`, {
    headers,
  });

describe('content history', () => {
  it('keeps each save per section and language with its author, and restores one as a new version', async () => {
    await save(about('First'));
    await save(about('Second'), noura);
    await save(about('عن رؤى'), faisal, 'ar');

    const en = await history();
    expect(en.status).toBe(200);
    expect(en.body.map((v) => [(v.data as { title: string }).title, v.author?.username, v.reason])).toEqual([
      ['Second', 'noura', 'save'],
      ['First', 'faisal', 'save'],
    ]);
    expect((await history('ar')).body.map((v) => (v.data as { title: string }).title)).toEqual(['عن رؤى']);

    const res = await restore(en.body[1]!.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'First' });
    expect((await storedContent('about', 'en'))?.data).toMatchObject({ title: 'First' });
    const after = await history();
    expect(after.body.map((v) => [(v.data as { title: string }).title, v.reason])).toEqual([
      ['First', 'restore'],
      ['Second', 'save'],
      ['First', 'save'],
    ]);
    // Undo the restore.
    expect((await restore(after.body[1]!.id)).body.data).toMatchObject({ title: 'Second' });
  });

  it('keeps the seeded state as the oldest version on the first save', async () => {
    await ContentItemModel.create({ section: 'about', language: 'en', data: about('Seeded') });
    await save(about('Edited'));
    expect((await history()).body.map((v) => [(v.data as { title: string }).title, v.author])).toEqual([
      ['Edited', { id: '00000000000000000000000a', username: 'faisal' }],
      ['Seeded', null],
    ]);
  });

  it('needs a token, a valid section and a version of this section', async () => {
    await save(about('One'));
    const id = (await history()).body[0]!.id;
    expect((await history('en', {})).status).toBe(401);
    expect((await restore(id, 'en', {})).status).toBe(401);
    expect((await api.call('GET', '/api/content/nope/en/history', { headers: faisal })).status).toBe(400);
    expect((await restore(id, 'ar')).status).toBe(404);
    expect((await restore('0123456789abcdef01234567')).status).toBe(404);
    expect((await restore('x')).status).toBe(404);
    expect((await history('ar')).body).toEqual([]);
  });
});
