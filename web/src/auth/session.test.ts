import { describe, expect, it } from 'vitest';
import { clearStoredSession, parseStoredUser, readStoredSession, storeSession } from './session';

const user = {
  id: 'u1',
  username: 'admin',
  email: 'admin@example.com',
  role: 'superadmin' as const,
  isActive: true,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('stored session', () => {
  it('is restored when both a token and a user are stored under rawi-token and rawi-user', () => {
    storeSession({ token: 'jwt', user });
    expect(window.localStorage.getItem('rawi-token')).toBe('jwt');
    expect(JSON.parse(window.localStorage.getItem('rawi-user') ?? '')).toEqual(user);
    expect(readStoredSession()).toEqual({ token: 'jwt', user });
  });

  it('is absent when only one of the two is stored, and leaves the other alone', () => {
    window.localStorage.setItem('rawi-token', 'jwt');
    expect(readStoredSession()).toBeUndefined();
    expect(window.localStorage.getItem('rawi-token')).toBe('jwt');
  });

  it('removes both when the stored user cannot be parsed', () => {
    window.localStorage.setItem('rawi-token', 'jwt');
    window.localStorage.setItem('rawi-user', '{not json');
    expect(readStoredSession()).toBeUndefined();
    expect(window.localStorage.getItem('rawi-token')).toBeNull();
    expect(window.localStorage.getItem('rawi-user')).toBeNull();
  });

  it('treats JSON that is not a user as unparseable', () => {
    expect(parseStoredUser('"admin"')).toBeUndefined();
    expect(parseStoredUser('{"username":"x","role":"owner"}')).toBeUndefined();
    expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
  });

  it('is cleared by logout', () => {
    storeSession({ token: 'jwt', user });
    clearStoredSession();
    expect(readStoredSession()).toBeUndefined();
  });
});
