import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_VERSIONS } from '@rawi/proto';
import { removeAllHistory, VersionModel } from '@rawi/kit';
import { ContentItemModel } from '../../models/content-item.ts';
import { contentItemKey } from '../../commands/save-content.ts';
import { admin, hero, save, useContentApi } from '../../test/content-api.ts';

useContentApi('concurrency');
beforeEach(async () => {
  await removeAllHistory();
});

const from = (revision: number) => ({ ...admin, 'if-match': `"${revision}"` });
const heroSave = (heading: string) => ({ section: 'hero', language: 'ar', data: hero({ heading }) });

describe('concurrent saves of one section', () => {
  it('answers exactly one 200 and one 409 for each of 50 pairs of saves from the same revision', async () => {
    expect((await save(heroSave('start'))).status).toBe(200);
    for (let pair = 1; pair <= 50; pair += 1) {
      const replies = await Promise.all(
        ['left', 'right'].map((side) => save(heroSave(`${side} ${pair}`), from(pair))),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies.find((r) => r.status === 200);
      const row = await ContentItemModel.findOne({ section: 'hero', language: 'ar' }).lean();
      expect(row).toMatchObject({ data: winner?.body.data, revision: pair + 1 });
    }
  });

  it('lets one of 20 saves from the same revision win and refuses the other 19', async () => {
    expect((await save(heroSave('start'))).status).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(heroSave(`writer ${i}`), from(1))),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('keeps every one of 20 saves without If-Match in the history, the newest equal to the section', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => save(heroSave(`save ${i}`))));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.map((r) => r.body.revision).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const row = await ContentItemModel.findOne({ section: 'hero', language: 'ar' }).lean();
    expect(row?.revision).toBe(20);
    const versions = await VersionModel.find({ item: contentItemKey('hero', 'ar') })
      .sort({ savedAt: -1, _id: -1 })
      .lean();
    expect(versions).toHaveLength(Math.min(20, HISTORY_VERSIONS));
    expect(versions[0]?.data).toEqual(row?.data);
  });
});
