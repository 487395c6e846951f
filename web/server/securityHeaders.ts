import { createHash } from 'node:crypto';
import { contentSecurityPolicy, SECURITY_HEADERS } from '@rawi/proto';

/** The sha256 sources of index.html's inline scripts (the language bootstrap), for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  const inline = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  return [...html.matchAll(inline)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/** The page's Content-Security-Policy: the shared one, with index.html's inline scripts allowed by hash. */
export function pageContentSecurityPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

export { SECURITY_HEADERS };
