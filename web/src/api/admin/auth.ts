import { API, type LoginReply, type User } from '@rawi/proto';
import { request } from '../request';

export function loginRequest(username: string, password: string): Promise<LoginReply | undefined> {
  return request<LoginReply | undefined>(API.login, { method: 'POST', body: { username, password } });
}

/** Clears the HttpOnly session cookie; the stored token is dropped by the caller. */
export function logoutRequest(): Promise<void> {
  return request<void>(API.logout, { method: 'POST' });
}

export function fetchCurrentUser(): Promise<{ user: User }> {
  return request<{ user: User }>(API.me);
}
