/**
 * Token checks shared by the gateway and every service (defence in depth): RS256 only,
 * audience and issuer pinned, expiry required. A token from the session cookie alone must
 * come with the CSRF header on unsafe methods.
 */
import type { Context, Middleware } from 'koa';
import jwt from 'jsonwebtoken';
import {
  HEADERS,
  JWT_AUDIENCE,
  JWT_ISSUER,
  ROLES,
  SESSION_COOKIE,
  TOKEN_VERSION_CLAIM,
  type Role,
} from '@rawi/proto';
import type { Identity } from '../http/context.ts';
import { errors } from '../http/errors.ts';
import { setEventActor } from '../events/event-scope.ts';
import type { TokenVersions } from './token-versions.ts';

export const JWT_ALGORITHM = 'RS256';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type TokenVerifier = (token: string) => Identity;

/**
 * Checks signature, audience, issuer and expiry; with `versions`, also that the token was not
 * revoked (its user's token version has not moved past it, see token-versions.ts).
 */
export function createTokenVerifier(publicKey: string, versions?: TokenVersions): TokenVerifier {
  return (token) => {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, publicKey, {
        algorithms: [JWT_ALGORITHM],
        audience: JWT_AUDIENCE,
        issuer: JWT_ISSUER,
      });
    } catch {
      throw errors.unauthorized('Invalid or expired token');
    }
    if (
      typeof payload === 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.sub !== 'string' ||
      typeof payload.username !== 'string' ||
      !ROLES.includes(payload.role as Role)
    ) {
      throw errors.unauthorized('Invalid or expired token');
    }
    const claimed: unknown = payload[TOKEN_VERSION_CLAIM];
    const tokenVersion = claimed === undefined ? 0 : claimed;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion) || tokenVersion < 0) {
      throw errors.unauthorized('Invalid or expired token');
    }
    versions?.assertCurrent(payload.sub, tokenVersion);
    return { id: payload.sub, username: payload.username, role: payload.role as Role, tokenVersion };
  };
}

/** The token a request carries, and whether it came from the cookie alone. */
export function tokenOf(ctx: Context): { token: string; fromCookie: boolean } | undefined {
  const header = ctx.get('authorization');
  if (header) {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header);
    if (!match?.[1]) throw errors.unauthorized('Malformed Authorization header');
    return { token: match[1], fromCookie: false };
  }
  const cookie = ctx.cookies.get(SESSION_COOKIE);
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/**
 * A write authenticated by the session cookie alone must carry the CSRF header: a page of
 * another site can make the browser send the cookie, but cannot add the header.
 */
function assertSameSiteWrite(ctx: Context, found: { fromCookie: boolean }): void {
  if (found.fromCookie && !SAFE_METHODS.has(ctx.method) && !ctx.get(HEADERS.csrf)) {
    throw errors.forbidden(`Missing ${HEADERS.csrf} header`);
  }
}

/** Verifies a request's token; throws 401 when absent or bad, 403 on a cookie-only unsafe request without the CSRF header. */
export function authenticate(ctx: Context, verify: TokenVerifier): Identity {
  const found = tokenOf(ctx);
  if (!found) throw errors.unauthorized('Authentication required');
  const identity = verify(found.token);
  assertSameSiteWrite(ctx, found);
  return identity;
}

export function requireAuth(verify: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const identity = authenticate(ctx, verify);
    ctx.state.identity = identity;
    setEventActor({ id: identity.id, username: identity.username });
    await next();
  };
}

/**
 * For calls that do more for staff (public reads showing drafts, signing out): a valid token adds
 * the identity, a missing or bad one reads as a visitor. A valid session cookie on a write without
 * the CSRF header is refused (403) like on any other cookie write: read as a visitor's, the write
 * would answer success without doing what the session's owner would have asked.
 */
export function optionalAuth(verify: TokenVerifier): Middleware {
  return async (ctx, next) => {
    let signedIn: { identity: Identity; fromCookie: boolean } | undefined;
    try {
      const found = tokenOf(ctx);
      if (found) signedIn = { identity: verify(found.token), fromCookie: found.fromCookie };
    } catch {
      signedIn = undefined;
    }
    if (signedIn) assertSameSiteWrite(ctx, signedIn);
    ctx.state.identity = signedIn?.identity;
    await next();
  };
}
