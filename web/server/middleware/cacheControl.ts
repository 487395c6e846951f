import { isPublicPagePath, PUBLIC_PAGE_CACHE_CONTROL } from '@rawi/proto';

export const CACHE = {
  /** Hashed build output: the name changes whenever the content does. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html: always revalidated, so a new release is picked up at once. */
  document: 'no-cache',
  /** Files from web/public (images, favicon) keep their names across releases. */
  publicFile: 'public, max-age=3600',
} as const;

/**
 * How long a page may be kept: a public page is the same for every visitor of a language
 * between two edits, so any cache may keep it (briefly: the gateway's own copy is dropped by the
 * edit's event, a CDN's is revalidated); a page drawn for one visitor (an admin's session, an
 * editor's preview, the outcome of a form post) is kept by nobody; any other page is kept only
 * to be revalidated.
 */
export function pageCacheControl(route: string, status: number, forOneVisitor: boolean): string {
  if (forOneVisitor) return 'no-store';
  return status === 200 && isPublicPagePath(route) ? PUBLIC_PAGE_CACHE_CONTROL : CACHE.document;
}
