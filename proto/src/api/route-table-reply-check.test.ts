import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './routes.ts';
import { replyProblem, replySchemaFor } from './route-table-reply-check.ts';
import { replyChecker, replyRoutesOf, type ReplyRoute } from './reply-checker.ts';

const user = {
  id: 'u1',
  username: 'noura',
  email: 'noura@example.com',
  role: 'admin',
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('replyProblem', () => {
  it("checks a success reply against the entry's reply schema, without casting", () => {
    expect(replyProblem('GET', '/api/users', 200, [user])).toBeUndefined();
    expect(replyProblem('GET', '/api/users', 200, [{ ...user, isActive: 'yes' }])).toMatch(/isActive/);
  });

  it('refuses keys the schema does not name only when asked, at any depth', () => {
    const leaked = { user: { ...user, passwordHash: 'x' } };
    expect(replyProblem('GET', '/api/auth/me', 200, leaked)).toBeUndefined();
    expect(replyProblem('GET', '/api/auth/me', 200, leaked, { refuseUnknownKeys: true })).toBe(
      'user.passwordHash is not in the reply schema',
    );
  });

  it('takes a reply of one of several shapes when it matches one exactly', () => {
    const challenge = { twoFactor: 'code', challenge: 'c' };
    const options = { refuseUnknownKeys: true };
    expect(replyProblem('POST', '/api/auth/login', 200, challenge, options)).toBeUndefined();
    expect(replyProblem('POST', '/api/auth/login', 200, { user, token: 't' }, options)).toBeUndefined();
    expect(replyProblem('POST', '/api/auth/login', 200, { ...challenge, extra: 1 }, options)).toBe(
      'extra is not in the reply schema',
    );
  });

  it('checks every error against the one error body, and leaves other replies alone', () => {
    expect(replyProblem('GET', '/api/users', 401, { error: { code: 'x', message: 'y' } })).toBeUndefined();
    expect(replyProblem('GET', '/api/users', 401, { message: 'y' })).toMatch(/error/);
    expect(replyProblem('GET', '/api/users', 203, 'anything')).toBeUndefined();
    expect(replyProblem('GET', '/no-such-call', 200, 'anything')).toBeUndefined();
  });
});

describe("replyChecker over the table cut down to its replies (the browser's)", () => {
  const browser = replyChecker(JSON.parse(JSON.stringify(replyRoutesOf(API_ROUTES))) as ReplyRoute[]);

  it('finds the same reply schema as the route table for every call, success and error', () => {
    for (const route of API_ROUTES) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x1');
      for (const status of [route.reply.status, 200, 404]) {
        expect(browser.schemaFor(route.method, path, status), `${route.method} ${path} ${status}`).toBe(
          replySchemaFor(route.method, path, status),
        );
      }
    }
    expect(browser.schemaFor('GET', '/api/nothing', 200)).toBeUndefined();
  });

  it('carries no input schema, only what each call answers', () => {
    const routes = replyRoutesOf(API_ROUTES);
    expect(routes).toHaveLength(API_ROUTES.length);
    for (const route of routes) expect(Object.keys(route).sort()).toEqual(['method', 'path', 'reply']);
    expect(browser.problem('GET', '/api/users', 200, [{ ...user, isActive: 'yes' }])).toMatch(/isActive/);
  });
});
