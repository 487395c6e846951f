import { userEvents } from '../events/user-events.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, OutboxRelay, outboxCollection } from '@rawi/kit';
import { collectEvents, connectTestDependencies, testLogger } from '@rawi/kit/testing';
import { SUBJECTS, type EventPayloads } from '@rawi/proto';
import { ensureIndexes } from '../models/indexes.ts';
import { UserModel } from '../models/user.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { bootstrapFirstAdmin } from './bootstrap-admin.ts';

let deps: Awaited<ReturnType<typeof connectTestDependencies>>;
let collector: Awaited<ReturnType<typeof collectEvents>>;

beforeAll(async () => {
  deps = await connectTestDependencies('identity_bootstrap');
  await ensureIndexes();
  collector = await collectEvents([SUBJECTS.userCreated]);
});
afterAll(async () => {
  await collector.stop();
  await deps.close();
});
beforeEach(async () => {
  await UserModel.deleteMany({});
});

/** A silent logger whose calls are recorded. */
function spyLogger() {
  const logger = createLogger('bootstrap-test', 'silent');
  return { logger, warn: vi.spyOn(logger, 'warn'), info: vi.spyOn(logger, 'info') };
}
const config = { ADMIN_USERNAME: 'Admin', ADMIN_EMAIL: 'admin@rawi.local' };
const storedAdmin = () => UserModel.findOne({ usernameKey: 'admin' }).select('+passwordHash').lean();

describe('first-admin bootstrap', () => {
  it('creates a superadmin with ADMIN_PASSWORD when there are no users, and logs no password', async () => {
    const { logger, warn, info } = spyLogger();
    const result = await bootstrapFirstAdmin({
      config: { ...config, ADMIN_PASSWORD: 'configured-pw' },
      logger,
      relay: undefined,
    });
    expect(result).toBe('created');
    const admin = await storedAdmin();
    expect(admin).toMatchObject({
      username: 'Admin',
      email: 'admin@rawi.local',
      role: 'superadmin',
      isActive: true,
    });
    expect(await verifyPassword(admin?.passwordHash, 'configured-pw')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.stringify(info.mock.calls)).not.toContain('configured-pw');
  });

  it('generates a strong password without ADMIN_PASSWORD and prints it once in one clear line', async () => {
    const { logger, warn } = spyLogger();
    expect(await bootstrapFirstAdmin({ config, logger, relay: undefined })).toBe('created');
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    const match = /^first admin: Admin \/ (\S+)$/.exec(line);
    expect(match).not.toBeNull();
    const password = match?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword((await storedAdmin())?.passwordHash, password)).toBe(true);

    // A second start finds the user and prints nothing.
    const again = spyLogger();
    expect(await bootstrapFirstAdmin({ config, logger: again.logger, relay: undefined })).toBe('exists');
    expect(again.warn).not.toHaveBeenCalled();
    expect(await UserModel.countDocuments()).toBe(1);
  });

  it('does nothing when any user exists', async () => {
    await UserModel.create({ username: 'someone', email: 's@example.com', role: 'admin', passwordHash: 'x' });
    expect(await bootstrapFirstAdmin({ config, logger: testLogger, relay: undefined })).toBe('exists');
    expect(await storedAdmin()).toBeNull();
  });

  it('creates exactly one admin when several replicas start at once', async () => {
    const loggers = [spyLogger(), spyLogger(), spyLogger()];
    const results = await Promise.all(
      loggers.map(({ logger }) => bootstrapFirstAdmin({ config, logger, relay: undefined })),
    );
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(await UserModel.countDocuments()).toBe(1);
    // Only the replica that created the admin prints its password.
    expect(loggers.reduce((n, l) => n + l.warn.mock.calls.length, 0)).toBe(1);
  });

  it('publishes user.created for the first admin', async () => {
    const relay = new OutboxRelay({
      events: deps.events,
      sources: [userEvents, outboxCollection],
      logger: testLogger,
    });
    await bootstrapFirstAdmin({
      config: { ...config, ADMIN_PASSWORD: 'configured-pw' },
      logger: testLogger,
      relay: undefined,
    });
    await relay.flush();
    const admin = await storedAdmin();
    const event = await collector.waitFor(
      (e) => (e.data as EventPayloads['user.created']).user.id === String(admin?._id),
    );
    expect(event.id).toBeTruthy();
    expect(event.data).toMatchObject({ user: { username: 'Admin', role: 'superadmin' } });
    expect(JSON.stringify(event)).not.toContain('configured-pw');
  });
});
