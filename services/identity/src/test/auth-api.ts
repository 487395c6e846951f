/**
 * What the sign-in route tests share: the identity service on its own database with the reset
 * and update events collected, started for the test file that calls useAuthApi, and a sign-in
 * client. `server` and `collector` are live bindings, set in beforeAll.
 */
import { beforeAll } from 'vitest';
import { useServiceUnderTest, type EventCollector } from '@rawi/kit/testing';
import { SUBJECTS, type ErrorBody, type LoginReply } from '@rawi/proto';
import { getTestServer, type IdentityTestServer } from './support.ts';

export let server: IdentityTestServer;
export let collector: EventCollector;

/** Starts the service on the database `name` before the file's tests. */
export function useAuthApi(name: string): void {
  const underTest = useServiceUnderTest(() => getTestServer(name), {
    events: [SUBJECTS.userPasswordResetRequested, SUBJECTS.userUpdated],
  });
  beforeAll(() => {
    ({ server, events: collector } = underTest);
  });
}

/** POST to the sign-in path (another spelling of it with `path`), from the address `ip` when given. */
export const login = (body: unknown, ip?: string, path = '/api/auth/login') =>
  server.call<LoginReply & ErrorBody>('POST', path, { body, ...(ip ? { ip } : {}) });
