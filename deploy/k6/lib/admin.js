/* global __ENV */
/**
 * Signing in as the admin of ADMIN_USERNAME (default admin) / ADMIN_PASSWORD, once per test.
 * Sign-in is throttled per account, so scenarios log in in setup() and share the token.
 */
import http from 'k6/http';
import { BASE_URL, abort, json } from './config.js';

export function logIn() {
  if (!__ENV.ADMIN_PASSWORD) abort('ADMIN_PASSWORD is required (the admin password of the stack under test)');
  const response = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ username: __ENV.ADMIN_USERNAME || 'admin', password: __ENV.ADMIN_PASSWORD }),
    { headers: { 'Content-Type': 'application/json' }, tags: { name: 'login' } },
  );
  const token = json(response)?.token;
  if (response.status !== 200 || typeof token !== 'string') {
    abort(`sign-in as ${__ENV.ADMIN_USERNAME || 'admin'} failed: ${response.status} ${response.body}`);
  }
  // Bearer only: a request that also carried the session cookie would need the CSRF header.
  http.cookieJar().clear(BASE_URL);
  return token;
}

export function adminHeaders(token) {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}
