/**
 * The security headers of every reply, one set for the gateway and the web container: the
 * gateway sets them on everything it answers, the web container on its pages (with the hashes
 * of index.html's inline scripts in script-src).
 */

/**
 * Everything from this origin, styles inline (styled-components writes <style> tags), images
 * from anywhere over https (project images may be links), frames only from YouTube (the
 * project demo embed), and no framing of the site itself.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=()';

/** Sent over https only. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Every reply's headers besides the CSP (and HSTS over https). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};
