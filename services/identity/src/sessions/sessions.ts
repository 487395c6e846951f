/**
 * Session tokens: RS256 JWTs signed with identity's private key and verified everywhere else
 * with the public one. The same token goes into the JSON reply (the web app stores it) and
 * into an HttpOnly, SameSite=Strict cookie (sent with every request of the site's own pages,
 * never readable by a script).
 */
import { stringifySetCookie } from 'cookie';
import jwt from 'jsonwebtoken';
import { createTokenVerifier, errors, JWT_ALGORITHM } from '@rawi/kit';
import { JWT_AUDIENCE, JWT_ISSUER, SESSION_COOKIE, TOKEN_VERSION_CLAIM, type User } from '@rawi/proto';
import type { IdentityConfig } from '../config.ts';

export type SessionConfig = Pick<
  IdentityConfig,
  'JWT_PRIVATE_KEY' | 'JWT_PUBLIC_KEY' | 'JWT_TTL_SECONDS' | 'PUBLIC_URL'
>;

/** What a sign-in challenge allows: entering a code, or enrolling first. */
export type ChallengePurpose = 'code' | 'setup';

/** Challenges are tokens of their own audience: no service accepts one as a session. */
const CHALLENGE_AUDIENCE = 'rawi-2fa';
const CHALLENGE_TTL_SECONDS = 5 * 60;
export const CHALLENGE_EXPIRED = 'This sign-in step has expired. Please sign in again.';

export interface Sessions {
  /** A session token carrying the user's current token version. */
  sign(user: Pick<User, 'id' | 'username' | 'role'>, tokenVersion: number): string;
  /** A short-lived token for the second step of one user's sign-in. */
  challenge(userId: string, purpose: ChallengePurpose): string;
  /** The user id a challenge was issued for; 401 when it is not a valid one of this purpose. */
  readChallenge(token: string, purpose: ChallengePurpose): string;
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
    sign: (user, tokenVersion) =>
      jwt.sign(
        { username: user.username, role: user.role, [TOKEN_VERSION_CLAIM]: tokenVersion },
        config.JWT_PRIVATE_KEY,
        {
          algorithm: JWT_ALGORITHM,
          subject: user.id,
          audience: JWT_AUDIENCE,
          issuer: JWT_ISSUER,
          expiresIn: config.JWT_TTL_SECONDS,
        },
      ),
    challenge: (userId, purpose) =>
      jwt.sign({ purpose }, config.JWT_PRIVATE_KEY, {
        algorithm: JWT_ALGORITHM,
        subject: userId,
        audience: CHALLENGE_AUDIENCE,
        issuer: JWT_ISSUER,
        expiresIn: CHALLENGE_TTL_SECONDS,
      }),
    readChallenge: (token, purpose) => {
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, config.JWT_PUBLIC_KEY, {
          algorithms: [JWT_ALGORITHM],
          audience: CHALLENGE_AUDIENCE,
          issuer: JWT_ISSUER,
        });
      } catch {
        throw errors.unauthorized(CHALLENGE_EXPIRED);
      }
      if (typeof payload === 'string' || payload.purpose !== purpose || typeof payload.sub !== 'string') {
        throw errors.unauthorized(CHALLENGE_EXPIRED);
      }
      return payload.sub;
    },
    cookie: (token) =>
      stringifySetCookie(SESSION_COOKIE, token, { ...attributes, maxAge: config.JWT_TTL_SECONDS }),
    clearedCookie: () =>
      stringifySetCookie(SESSION_COOKIE, '', { ...attributes, maxAge: 0, expires: new Date(0) }),
  };
}

/** Stops start-up when the private key does not match the public key the services verify with. */
export function assertMatchingKeys(config: SessionConfig): void {
  const probe = createSessions(config).sign({ id: 'key-check', username: 'key-check', role: 'admin' }, 0);
  try {
    createTokenVerifier(config.JWT_PUBLIC_KEY)(probe);
  } catch {
    throw new Error('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY');
  }
}
