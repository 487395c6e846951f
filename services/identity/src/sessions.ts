/**
 * Session tokens: RS256 JWTs signed with identity's private key and verified everywhere else
 * with the public one. The same token goes into the JSON reply (the web app stores it) and
 * into an HttpOnly, SameSite=Strict cookie (the spec sends credentials with every request).
 */
import { stringifySetCookie } from 'cookie';
import jwt from 'jsonwebtoken';
import { createTokenVerifier, JWT_ALGORITHM } from '@rawi/kit';
import { JWT_AUDIENCE, JWT_ISSUER, SESSION_COOKIE, type User } from '@rawi/proto';
import type { IdentityConfig } from './config.ts';

export type SessionConfig = Pick<
  IdentityConfig,
  'JWT_PRIVATE_KEY' | 'JWT_PUBLIC_KEY' | 'JWT_TTL_SECONDS' | 'PUBLIC_URL'
>;

export interface Sessions {
  sign(user: Pick<User, 'id' | 'username' | 'role'>): string;
  /** Set-Cookie value carrying the token. */
  cookie(token: string): string;
  /** Set-Cookie value that removes the session cookie. */
  clearedCookie(): string;
}

export function createSessions(config: SessionConfig): Sessions {
  // Secure everywhere except a local run served over plain http.
  const secure = !config.PUBLIC_URL.startsWith('http://');
  const attributes = { httpOnly: true, sameSite: 'strict', path: '/', secure } as const;
  return {
    sign: (user) =>
      jwt.sign({ username: user.username, role: user.role }, config.JWT_PRIVATE_KEY, {
        algorithm: JWT_ALGORITHM,
        subject: user.id,
        audience: JWT_AUDIENCE,
        issuer: JWT_ISSUER,
        expiresIn: config.JWT_TTL_SECONDS,
      }),
    cookie: (token) =>
      stringifySetCookie(SESSION_COOKIE, token, { ...attributes, maxAge: config.JWT_TTL_SECONDS }),
    clearedCookie: () =>
      stringifySetCookie(SESSION_COOKIE, '', { ...attributes, maxAge: 0, expires: new Date(0) }),
  };
}

/** Stops start-up when the private key does not match the public key the services verify with. */
export function assertMatchingKeys(config: SessionConfig): void {
  const probe = createSessions(config).sign({ id: 'key-check', username: 'key-check', role: 'admin' });
  try {
    createTokenVerifier(config.JWT_PUBLIC_KEY)(probe);
  } catch {
    throw new Error('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY');
  }
}
