/**
 * Which upstream answers a request, decided on one canonical path that is also the path
 * forwarded: what the gateway checks is exactly what the service routes. Paths that a
 * service could read differently from the gateway (dot segments, encoded dots or slashes,
 * empty segments, backslashes) are refused rather than guessed at.
 */
import { API_NAMESPACE, isPublicCall, serviceFor, type ServiceName } from '@rawi/proto';
import { errors } from '@rawi/kit';

export type Route =
  { kind: 'api'; service: ServiceName; path: string; isPublic: boolean } | { kind: 'web'; path: string };

/** Encoded '.', '/', '\' and NUL: a service decoding them could walk to another route. */
const ENCODED_SEPARATORS = ['%2e', '%2f', '%5c', '%00'];
const hasEncodedSeparator = (path: string) => {
  const lower = path.toLowerCase();
  return ENCODED_SEPARATORS.some((encoded) => lower.includes(encoded));
};
const hasControlOrBackslash = (path: string) =>
  [...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The path as the gateway routes and forwards it; throws 400 for anything not canonical. */
export function canonicalPath(raw: string): string {
  if (!raw.startsWith('/') || hasControlOrBackslash(raw) || hasEncodedSeparator(raw)) {
    throw errors.badRequest('Malformed request path');
  }
  const segments = raw.split('/').slice(1);
  const inner = segments.slice(0, -1);
  if (
    inner.some((s) => s === '' || s === '.' || s === '..') ||
    segments.at(-1) === '.' ||
    segments.at(-1) === '..'
  ) {
    throw errors.badRequest('Malformed request path');
  }
  return raw;
}

/** True for the API namespace in any letter case, so `/API/users` is refused as an API path, never sent to the web app. */
function isApiNamespace(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === API_NAMESPACE || lower.startsWith(`${API_NAMESPACE}/`);
}

/**
 * Resolves a request to its upstream. API routes match case-sensitively, as the proto route
 * table and the services do; one trailing slash is dropped so `/api/users/` is `/api/users`
 * (and needs the same token).
 */
export function resolveRoute(method: string, rawPath: string): Route {
  const path = canonicalPath(rawPath);
  if (!isApiNamespace(path)) return { kind: 'web', path };
  const apiPath = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const service = serviceFor(apiPath);
  if (!service) throw errors.notFound('Route not found');
  return { kind: 'api', service, path: apiPath, isPublic: isPublicCall(method, apiPath) };
}
