/**
 * Security headers on every reply, set before anything else runs so errors, health answers
 * and proxied replies all carry them (the proxy never copies an upstream's own versions).
 * No CORS headers are ever sent: the site and the API share one origin.
 */
import type { Middleware } from 'koa';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  // styled-components injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
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
