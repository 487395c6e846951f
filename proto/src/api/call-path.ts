/**
 * A call's method and path read from its key alone (`GET /api/projects/slug/{slug}`), without
 * the route table: the browser's first script builds its paths with these, and the table (with
 * its schemas) loads only when a reply is checked.
 */

import type { RouteKey, RouteParams, RouteQuery } from './routes.ts';
import type { Method } from './services.ts';

/** The method of a call's key: what comes before its space. */
export const callMethod = (key: string) => key.slice(0, key.indexOf(' ')) as Method;

/**
 * The path of a call's key with its parameters filled in (each encoded) and its query, if any;
 * undefined query values are left out.
 */
function fillPath(key: string, params: object = {}, query: object = {}): string {
  const values = params as Record<string, unknown>;
  const path = key.slice(key.indexOf(' ') + 1).replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${key}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type Empty = Record<string, never>;

/** What `pathOf` takes after a call's key: its path parameters (when its path has any) and its query. */
export type PathArgs<K extends RouteKey> =
  RouteParams<K> extends Empty
    ? [params?: Empty, query?: RouteQuery<K>]
    : [params: RouteParams<K>, query?: RouteQuery<K>];

/**
 * The path of a call with its parameters filled in (each encoded) and its query, if any:
 * `pathOf('GET /api/projects/slug/{slug}', { slug }, { language })`. The one path builder of the
 * API: the key's type is checked against the table; at run time only the key is read, so the
 * table stays out of the browser's first script.
 */
export function pathOf<K extends RouteKey>(key: K, ...[params, query]: PathArgs<K>): string {
  return fillPath(key, params, query);
}
