/**
 * What the sign-in route tests share: the identity service on its own database with the reset
 * and update events collected, started for the test file that calls useAuthApi, and a sign-in
 * client. `server` and `collector` are live bindings, set in beforeAll.
 */
import { afterAll, beforeAll } from 'vitest';
import { collectEvents } from '@rawi/kit/testing';
import { SUBJECTS, type LoginReply } from '@rawi/proto';
import { getTestServer, type IdentityTestServer } from './support.ts';

export let server: IdentityTestServer;
export let collector: Awaited<ReturnType<typeof collectEvents>>;

/** Starts the service on the database `name` before the file's tests. */
export function useAuthApi(name: string): void {
  beforeAll(async () => {
    server = await getTestServer(name);
    collector = await collectEvents([SUBJECTS.userPasswordResetRequested, SUBJECTS.userUpdated]);
  });
  afterAll(async () => {
    await collector.stop();
    await server.close();
  });
}

export type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

/** POST to the sign-in path (another spelling of it with `path`), from the address `ip` when given. */
export const login = (body: unknown, ip?: string, path = '/api/auth/login') =>
  server.call<LoginReply & ErrorReply>('POST', path, { body, ...(ip ? { ip } : {}) });
