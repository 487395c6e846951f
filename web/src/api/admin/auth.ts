import type { RouteReply } from '@rawi/proto';
import { call } from '../call';

/** The session, or the second step it needs (a code, or enrolment when 2FA is required). */
export function loginRequest(
  username: string,
  password: string,
): Promise<RouteReply<'POST /api/auth/login'>> {
  return call('POST /api/auth/login', { body: { username, password } });
}

/** Clears the HttpOnly session cookie; the stored token is dropped by the caller. */
export async function logoutRequest(): Promise<void> {
  await call('POST /api/auth/logout');
}

export function fetchCurrentUser(): Promise<RouteReply<'GET /api/auth/me'>> {
  return call('GET /api/auth/me');
}
