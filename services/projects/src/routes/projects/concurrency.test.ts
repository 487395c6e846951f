import { describe, expect, it } from 'vitest';
import { HISTORY_VERSIONS } from '@rawi/proto';
import { VersionModel } from '@rawi/kit';
import { buildProject } from '../../test/support.ts';
import { admin, create, replace, stored, useProjectsApi } from '../../test/projects-api.ts';

useProjectsApi('concurrency');

const ifMatch = (revision: number) => ({ ...admin, 'if-match': `"${revision}"` });

describe('concurrent saves of one project', () => {
  it('answers exactly one 200 and one 409 for each of 50 pairs of saves from the same revision', async () => {
    const created = await create(buildProject({ slug: 'paired', title: 'Start' }));
    const id = created.body.id;
    for (let pair = 0; pair < 50; pair += 1) {
      const bodies = ['left', 'right'].map((side) =>
        buildProject({ slug: 'paired', title: `${side} ${pair}` }),
      );
      const replies = await Promise.all(bodies.map((body) => replace(id, body, ifMatch(pair))));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies.find((r) => r.status === 200);
      const row = await stored('paired');
      expect(row).toMatchObject({ title: winner?.body.title, revision: pair + 1 });
    }
  });

  it('lets one of 20 saves from revision 0 win and refuses the other 19', async () => {
    const created = await create(buildProject({ slug: 'crowd' }));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        replace(created.body.id, buildProject({ slug: 'crowd', title: `Writer ${i}` }), ifMatch(0)),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await stored('crowd'))?.revision).toBe(1);
  });

  it('counts every one of 20 saves without If-Match, and its history ends with the stored state', async () => {
    const created = await create(buildProject({ slug: 'unconditional' }));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        replace(created.body.id, buildProject({ slug: 'unconditional', title: `Save ${i}` })),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const revisions = replies
      .map((r) => (r.body as unknown as { revision: number }).revision)
      .sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const row = await stored('unconditional');
    expect(row?.revision).toBe(20);
    const versions = await VersionModel.find({ item: `project:${created.body.id}` })
      .sort({ savedAt: -1, _id: -1 })
      .lean();
    // The creation and the 20 saves, trimmed to what history keeps.
    expect(versions).toHaveLength(Math.min(21, HISTORY_VERSIONS));
    expect((versions[0]?.data as { title: string }).title).toBe(row?.title);
  });
});
