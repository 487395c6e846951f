/**
 * The reads an admin screen drawn on the server makes, as the admin whose session cookie came
 * with the request: through the gateway with that token, so the services allow or refuse each
 * read exactly as they would the browser's. Nothing here is kept or shared between requests.
 */
import { pathOf, type RouteReply, type User } from '@rawi/proto';
import type { SessionReads } from '../src/app/pageLoading.ts';
import { pathOfKey } from '../src/api/admin/keys.ts';

/**
 * Each read answers within `timeoutMs`; the page is then drawn in the browser instead.
 * `forwardedFor` is the X-Forwarded-For the gateway gave the page's request, so the gateway
 * counts these reads against the admin's address, not this server's.
 */
export function sessionReads(
  baseUrl: string,
  token: string,
  forwardedFor: string | undefined,
  timeoutMs = 1500,
): SessionReads {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
  };
  const get = async (path: string): Promise<unknown> => {
    try {
      const res = await fetch(`${baseUrl}${pathOfKey(path)}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        return undefined;
      }
      return (await res.json()) as unknown;
    } catch {
      return undefined;
    }
  };
  // The token's owner, asked once per page however many times a loader asks.
  let user: Promise<User | undefined> | undefined;
  return {
    user: () =>
      (user ??= get(pathOf('GET /api/auth/me')).then(
        (reply) => (reply as RouteReply<'GET /api/auth/me'> | null | undefined)?.user ?? undefined,
      )),
    read: get,
  };
}
