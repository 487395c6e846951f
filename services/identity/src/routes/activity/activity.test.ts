import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, SUBJECTS, type ActivityEntry, type EventEnvelope } from '@rawi/proto';
import { ActivityModel } from '../../models/activity.ts';
import { pruneActivity, recordActivity, startActivityRecorder } from '../../activity/recorder.ts';
import { testLogger } from '@rawi/kit/testing';
import { buildUser, type BuiltUser } from '../../test/factories.ts';
import { getTestServer, newClientAddress, type IdentityTestServer } from '../../test/support.ts';

let server: IdentityTestServer;
let recorder: Awaited<ReturnType<typeof startActivityRecorder>>;
let superadmin: BuiltUser;

beforeAll(async () => {
  server = await getTestServer('activity');
  recorder = await startActivityRecorder({
    nc: server.events.nc,
    logger: testLogger,
    retentionDays: 365,
    name: `activity-test-${randomUUID()}`,
    deliver: 'new',
  });
});
afterAll(async () => {
  await recorder.stop();
  await server.close();
});
beforeEach(async () => {
  superadmin = await buildUser({ role: 'superadmin' });
});

type Entries = ActivityEntry[] & { error?: { message: string } };
const list = (query = '', token = superadmin.token) =>
  server.call<Entries>('GET', `${API.activity}${query}`, { token });

/** The entries about one target, once the recorder has written them. */
async function entriesFor(label: string, count: number): Promise<ActivityEntry[]> {
  let found: ActivityEntry[] = [];
  await expect
    .poll(
      async () => {
        found = (await list('?limit=200')).body.filter((e) => e.target.label === label);
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBe(count);
  return found;
}

describe('the activity log', () => {
  it('records sign-ins, failed sign-ins and user changes with the actor and client address', async () => {
    const target = await buildUser({ role: 'admin' });
    const ip = newClientAddress();
    const wrong = await server.call('POST', API.login, {
      body: { username: target.user.username, password: 'wrong-password' },
      ip,
    });
    expect(wrong.status).toBe(401);
    const ok = await server.call('POST', API.login, {
      body: { username: target.user.username, password: target.password },
      ip,
    });
    expect(ok.status).toBe(200);
    const patched = await server.call('PATCH', API.user(target.id), {
      token: superadmin.token,
      body: { role: 'superadmin' },
    });
    expect(patched.status).toBe(200);

    const entries = await entriesFor(target.user.username, 3);
    expect(entries.map((e) => [e.action, e.kind, e.actor?.username ?? null])).toEqual([
      ['user.updated', 'user', superadmin.user.username],
      ['user.signed-in', 'sign-in', target.user.username],
      ['user.sign-in-failed', 'sign-in', null],
    ]);
    expect(entries[0]!.details).toMatchObject({ role: 'superadmin' });
    expect(entries[2]!.details).toEqual({ reason: 'credentials' });
    expect(entries[1]!.clientAddress).toBe(ip);
  });

  it('filters by actor, kind and dates, newest first, and pages with limit', async () => {
    const target = await buildUser();
    await server.call('POST', API.userSendPasswordReset(target.id), { token: superadmin.token });
    await server.call('POST', API.userResetPassword(target.id), {
      token: superadmin.token,
      body: { password: 'a-new-password' },
    });
    await entriesFor(target.user.username, 2);

    const byActor = await list(`?actor=${superadmin.id}&kind=password`);
    expect(byActor.status).toBe(200);
    expect(byActor.body.map((e) => e.action)).toEqual([
      'user.password-changed',
      'user.password-reset-requested',
    ]);
    expect((await list(`?actor=${superadmin.user.username}&kind=password`)).body).toHaveLength(2);
    expect((await list(`?actor=${superadmin.id}&kind=password&limit=1`)).body).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?actor=${superadmin.id}&from=${today}&to=${today}`)).body).toHaveLength(2);
    expect((await list(`?actor=${superadmin.id}&to=2000-01-01`)).body).toHaveLength(0);
    // Never the reset token.
    expect(JSON.stringify(byActor.body)).not.toMatch(/resetToken/);
  });

  it('answers 400 for bad filters, 401 without a token and offers no way to write', async () => {
    expect((await list('?kind=nope')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?limit=1000')).status).toBe(400);
    expect((await list('?from=yesterday')).status).toBe(400);
    expect((await server.call('GET', API.activity)).status).toBe(401);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await server.call(method, API.activity, { token: superadmin.token, body: {} });
      expect(res.status).toBe(405);
    }
    expect((await server.call('DELETE', `${API.activity}/x`, { token: superadmin.token })).status).toBe(404);
  });

  it('keeps one entry per event however often it is delivered, and drops entries past the retention', async () => {
    const event: EventEnvelope = {
      id: randomUUID(),
      subject: SUBJECTS.contentUpdated,
      occurredAt: new Date().toISOString(),
      data: { section: 'hero', language: 'ar', updatedAt: new Date().toISOString() },
      actor: { id: superadmin.id, username: superadmin.user.username },
    };
    await recordActivity(event);
    await recordActivity(event);
    expect(await ActivityModel.countDocuments({ _id: event.id })).toBe(1);
    // A visitor's message is not a change by staff.
    const visitor: EventEnvelope = {
      ...event,
      id: randomUUID(),
      subject: SUBJECTS.submissionDeleted,
      data: { id: 'x' },
    };
    await recordActivity({ ...visitor, subject: SUBJECTS.submissionCreated } as EventEnvelope);
    expect(await ActivityModel.countDocuments({ _id: visitor.id })).toBe(0);

    const old = {
      ...event,
      id: randomUUID(),
      occurredAt: new Date(Date.now() - 400 * 86_400_000).toISOString(),
    };
    await recordActivity(old);
    expect(await pruneActivity(365)).toBeGreaterThanOrEqual(1);
    expect(await ActivityModel.countDocuments({ _id: old.id })).toBe(0);
    expect(await ActivityModel.countDocuments({ _id: event.id })).toBe(1);
  });

  it('forgets the sender names of submissions that were erased or expired', async () => {
    const changed = (id: string, name: string): EventEnvelope =>
      ({
        id: randomUUID(),
        subject: SUBJECTS.submissionUpdated,
        occurredAt: new Date().toISOString(),
        data: {
          submission: {
            id,
            name,
            email: 'sender@example.com',
            message: 'Please call me.',
            status: 'in_progress',
            priority: 'medium',
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        },
        actor: { id: superadmin.id, username: superadmin.user.username },
      }) as EventEnvelope;
    const [erased, expired, kept] = [
      '65a0000000000000000000e1',
      '65a0000000000000000000e2',
      '65a0000000000000000000e3',
    ];
    for (const [id, name] of [
      [erased, 'Erased Sender'],
      [expired, 'Expired Sender'],
      [kept, 'Kept Sender'],
    ] as const)
      await recordActivity(changed(id, name));
    const at = new Date().toISOString();
    await recordActivity({
      id: randomUUID(),
      subject: SUBJECTS.submissionsErased,
      occurredAt: at,
      data: { count: 1, ids: [erased] },
    });
    await recordActivity({
      id: randomUUID(),
      subject: SUBJECTS.submissionsExpired,
      occurredAt: at,
      data: { count: 1, ids: [expired] },
    });
    const labels = async (id: string) =>
      (await ActivityModel.find({ 'target.id': id }).lean()).map(
        (e) => (e.target as { label: string }).label,
      );
    expect(await labels(erased)).toEqual([erased]);
    expect(await labels(expired)).toEqual([expired]);
    expect(await labels(kept)).toEqual(['Kept Sender']);
  });
});
