/**
 * The web container's one client of the public API (through the gateway, whose cache events keep
 * fresh): the pages' reads, the sitemap's projects and the contact form's token.
 */
import { API, type ContentItem, type Project } from '@rawi/proto';
import type { PublicReads } from '../src/app/pageLoading.ts';

export interface PublicApi extends PublicReads {
  /**
   * A contact form token for one page reply (the form without JavaScript posts it), asked for
   * the visitor: `forwardedFor` is the X-Forwarded-For the gateway gave this request.
   */
  formToken(forwardedFor?: string): Promise<string>;
}

/** Each read answers within `timeoutMs`; a 404 is undefined, any other failure throws. */
export function publicApi(baseUrl: string, timeoutMs = 1500): PublicApi {
  const read = async <T>(path: string, headers: Record<string, string> = {}): Promise<T | undefined> => {
    const res = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    projectBySlug: (slug, language) => read<Project>(API.projectBySlug(slug, language)),
    projects: async (language) =>
      (await read<Project[]>(language ? API.projectsFor(language) : API.projects)) ?? [],
    contentAll: async (language) => (await read<ContentItem[]>(API.contentAll(language))) ?? [],
    formToken: async (forwardedFor) =>
      (
        await read<{ token: string }>(
          API.contactToken,
          forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        )
      )?.token ?? '',
  };
}
