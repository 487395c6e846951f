import { API, type LoginReply, type TwoFactorChallenge, type User } from '@rawi/proto';
import { request } from '../request';

/** The session, or the second step it needs (a code, or enrolment when 2FA is required). */
export function loginRequest(
  username: string,
  password: string,
): Promise<LoginReply | TwoFactorChallenge | undefined> {
  return request<LoginReply | TwoFactorChallenge | undefined>(API.login, {
    method: 'POST',
    body: { username, password },
  });
}

/** Clears the HttpOnly session cookie; the stored token is dropped by the caller. */
export function logoutRequest(): Promise<void> {
  return request<void>(API.logout, { method: 'POST' });
}

export function fetchCurrentUser(): Promise<{ user: User }> {
  return request<{ user: User }>(API.me);
}
