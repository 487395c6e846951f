/**
 * The web container's one client of the public API (through the gateway, whose cache events keep
 * fresh): the pages' reads and the sitemap's projects.
 */
import { pathOf, type RouteKey, type RouteReply } from '@rawi/proto';
import type { PublicReads } from '../src/app/pageLoading.ts';

export type PublicApi = PublicReads;

/** Each read answers within `timeoutMs`; a 404 is undefined, any other failure throws. */
export function publicApi(baseUrl: string, timeoutMs = 1500): PublicApi {
  /** The reply of the call `key` at `path` (its type from the route table). */
  const read = async <K extends RouteKey>(_key: K, path: string): Promise<RouteReply<K> | undefined> => {
    const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as RouteReply<K>;
  };
  return {
    projectBySlug: (slug, language) => {
      const key = 'GET /api/projects/slug/{slug}';
      return read(key, pathOf(key, { slug }, { language }));
    },
    projects: async (language) => {
      const key = 'GET /api/projects';
      return (await read(key, pathOf(key, {}, { language }))) ?? [];
    },
    contentAll: async (language) => {
      const key = 'GET /api/content/all/{language}';
      return (await read(key, pathOf(key, { language }))) ?? [];
    },
  };
}
