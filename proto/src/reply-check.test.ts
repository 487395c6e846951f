import { describe, expect, it } from 'vitest';
import { replyProblem } from './reply-check.ts';

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
