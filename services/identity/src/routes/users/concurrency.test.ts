import { describe, expect, it } from 'vitest';
import { UserModel } from '../../models/user.ts';
import { buildUser } from '../../test/factories.ts';
import { admin, server, useUsersApi } from '../../test/users-api.ts';

useUsersApi('users_concurrency');

const edit = (id: string, body: unknown, revision: number) =>
  server.call<{ email: string; revision: number }>('PATCH', `/api/users/${id}`, {
    token: admin.token,
    body,
    headers: { 'if-match': `"${revision}"` },
  });

describe('concurrent edits of one user', () => {
  it('answers exactly one 200 and one 409 for each of 50 pairs of edits from the same revision', async () => {
    const { id } = await buildUser();
    for (let pair = 0; pair < 50; pair += 1) {
      const replies = await Promise.all(
        ['left', 'right'].map((side) => edit(id, { email: `${side}-${pair}@example.com` }, pair)),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies.find((r) => r.status === 200);
      expect(await UserModel.findById(id).lean()).toMatchObject({
        email: winner?.body.email,
        revision: pair + 1,
      });
    }
  });

  it('lets one of 20 edits from revision 0 win and refuses the other 19', async () => {
    const { id } = await buildUser();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => edit(id, { email: `writer-${i}@example.com` }, 0)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await UserModel.findById(id).lean())?.revision).toBe(1);
  });
});
