/**
 * Security headers on every reply, set before anything else runs so errors, health answers
 * and proxied replies all carry them (the proxy never copies an upstream's own versions).
 * No CORS headers are ever sent: the site and the API share one origin.
 */
import type { Middleware } from 'koa';
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY, SECURITY_HEADERS } from '@rawi/proto';

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
export { HSTS, PERMISSIONS_POLICY };

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    ...SECURITY_HEADERS,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Lower-case names the gateway owns on replies (an upstream's values for them are dropped). */
export const SECURITY_HEADER_NAMES: readonly string[] = [
  ...Object.keys(securityHeaders({ https: true })).map((n) => n.toLowerCase()),
  'content-security-policy-report-only',
];

export function securityHeadersMiddleware(options: { https: boolean }): Middleware {
  const headers = securityHeaders(options);
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}
