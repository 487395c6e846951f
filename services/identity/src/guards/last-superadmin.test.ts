import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../models/user.ts';
import { buildUser, type BuiltUser } from '../test/factories.ts';
import { getTestServer, type IdentityTestServer } from '../test/support.ts';

let server: IdentityTestServer;
beforeAll(async () => {
  server = await getTestServer('last_superadmin');
});
afterAll(() => server.close());

const activeSuperadmins = () => UserModel.countDocuments({ role: 'superadmin', isActive: true });

describe('at least one active superadmin, under concurrency', () => {
  it('two superadmins deactivating each other at the same instant: one wins, one gets 409', async () => {
    await UserModel.deleteMany({});
    const [a, b] = [await buildUser({ role: 'superadmin' }), await buildUser({ role: 'superadmin' })];
    const replies = await Promise.all([
      server.call('PATCH', `/api/users/${b.id}`, { token: a.token, body: { isActive: false } }),
      server.call('PATCH', `/api/users/${a.id}`, { token: b.token, body: { isActive: false } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await activeSuperadmins()).toBe(1);
  });

  it('20 concurrent demotions, deactivations and deletions leave at least one active superadmin', async () => {
    await UserModel.deleteMany({});
    const supers: BuiltUser[] = [];
    for (let i = 0; i < 5; i += 1) supers.push(await buildUser({ role: 'superadmin' }));
    const changes = [{ role: 'admin' }, { isActive: false }, 'delete'] as const;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const target = supers[i % 5]!;
        const caller = supers[(i + 1 + Math.floor(i / 5)) % 5]!;
        const change = changes[i % 3]!;
        return change === 'delete'
          ? server.call('DELETE', `/api/users/${target.id}`, { token: caller.token })
          : server.call('PATCH', `/api/users/${target.id}`, { token: caller.token, body: change });
      }),
    );
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.some((r) => r.status === 409)).toBe(true);
    expect(await activeSuperadmins()).toBeGreaterThanOrEqual(1);
  });
});
