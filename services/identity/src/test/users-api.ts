/**
 * What the user route tests share: the identity service on its own database with the user
 * events collected and a superadmin, started for the test file that calls useUsersApi, and
 * small clients. `server`, `collector` and `admin` are live bindings, set in beforeAll.
 */
import { beforeAll } from 'vitest';
import { useServiceUnderTest, type EventCollector } from '@rawi/kit/testing';
import type { SUBJECTS } from '@rawi/proto';
import { type EventEnvelope, type EventPayloads } from '@rawi/proto';
import { buildUser, type BuiltUser } from './factories.ts';
import { getTestServer, type IdentityTestServer } from './support.ts';

export let server: IdentityTestServer;
export let collector: EventCollector;
export let admin: BuiltUser;

/** Starts the service on the database `name` before the file's tests, with a superadmin. */
export function useUsersApi(name: string): void {
  const underTest = useServiceUnderTest(() => getTestServer(name), {
    events: ['user.>' as typeof SUBJECTS.userCreated],
  });
  beforeAll(async () => {
    ({ server, events: collector } = underTest);
    admin = await buildUser({ username: 'root-admin', role: 'superadmin' });
  });
}

export const as = (caller: BuiltUser) => ({
  get: <B>(path: string) => server.call<B>('GET', path, { token: caller.token }),
  post: <B>(path: string, body?: unknown) => server.call<B>('POST', path, { token: caller.token, body }),
  patch: <B>(path: string, body: unknown) => server.call<B>('PATCH', path, { token: caller.token, body }),
  delete: <B>(path: string) => server.call<B>('DELETE', path, { token: caller.token }),
});
export const signIn = (username: string, password: string) =>
  server.call('POST', '/api/auth/login', { body: { username, password } });
export const eventFor = <S extends keyof EventPayloads>(
  subject: S,
  match: (data: EventPayloads[S]) => boolean,
) =>
  collector.waitFor((e) => e.subject === subject && match(e.data as EventPayloads[S])) as Promise<
    EventEnvelope<S>
  >;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  username: `new-${crypto.randomUUID().slice(0, 8)}`,
  email: 'someone@example.com',
  password: 'secret-pw',
  role: 'admin',
  isActive: true,
  ...overrides,
});
