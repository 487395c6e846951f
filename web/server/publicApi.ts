/**
 * The web container's one client of the public API (through the gateway, whose cache events keep
 * fresh): the pages' reads and the sitemap's projects.
 */
import { pathOf, type Language, type RedirectLookup, type RouteKey, type RouteReply } from '@rawi/proto';
import type { PublicReads } from '../src/app/pageLoading.ts';

export interface PublicApi extends PublicReads {
  /** What an address no page takes answers: a redirect, gone, or none (redirects of the projects service). */
  redirectFor(path: string, language: Language): Promise<RedirectLookup>;
  /** Counts a visitor a redirect sent on; not awaited by the reply, and a failure is only logged. */
  countRedirectHit(id: string): Promise<void>;
}

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
      // A slug names its project in its own language: found whatever language the visitor prefers.
      return read(key, pathOf(key, { slug }, { language, anyLanguage: true }));
    },
    redirectFor: async (from, language) => {
      const key = 'GET /api/projects/redirects/lookup';
      return (await read(key, pathOf(key, {}, { from, language }))) ?? { outcome: 'none' };
    },
    countRedirectHit: async (id) => {
      const key = 'POST /api/projects/redirects/{id}/hits';
      const res = await fetch(`${baseUrl}${pathOf(key, { id })}`, {
        method: 'POST',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw new Error(`redirect hit: ${res.status}`);
    },
    projects: async (language) => {
      const key = 'GET /api/projects';
      return (await read(key, pathOf(key, {}, { language }))) ?? [];
    },
    imageFoci: async () => {
      const key = 'GET /api/media/focal-points';
      return (await read(key, pathOf(key))) ?? [];
    },
    contentAll: async (language) => {
      const key = 'GET /api/content/all/{language}';
      return (await read(key, pathOf(key, { language }))) ?? [];
    },
  };
}
