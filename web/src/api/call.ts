/**
 * The web's calls, named by their key in proto's route table (the key alone gives the method
 * and path, so the table itself loads only with the first reply's check):
 *
 *   call('GET /api/projects/slug/{slug}', { params: { slug }, query: { language } })
 *
 * The path parameters, query, body and reply types all come from the table's entry, and the
 * reply is checked against the entry's reply schema before it is read (request.ts), so no call
 * picks a reply type of its own. Reads through SWR key their cache by the call's path
 * (proto's `pathOf`), the same key the web server fills when it renders a page.
 */
import {
  callMethod,
  pathOf,
  type PathArgs,
  type RouteBody,
  type RouteKey,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
} from '@rawi/proto';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { request, requestFile } from './request';

type Empty = Record<string, never>;

/** Where a call goes: its path parameters (when its path has any) and its query. */
export type CallPath<K extends RouteKey> = ([RouteParams<K>] extends [Empty]
  ? { params?: Empty }
  : { params: RouteParams<K> }) &
  ([RouteQuery<K>] extends [Empty] ? { query?: Empty } : { query?: RouteQuery<K> });

/** What a call sends: where it goes, its body (when it reads one) and any headers of its own. */
export type CallArgs<K extends RouteKey> = CallPath<K> &
  ([RouteBody<K>] extends [undefined] ? { body?: undefined } : { body: RouteBody<K> }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The arguments may be left out when nothing in them is required. */
type Optional<T> = Empty extends T ? [args?: T] : [args: T];

/** The calls that read (GET): the ones SWR caches. */
export type ReadKey = Extract<RouteKey, `GET ${string}`>;

/** Where a call goes: its path with its parameters and query filled in. */
const pathOfArgs = <K extends RouteKey>(key: K, args: CallPath<K> | undefined): string =>
  pathOf(key, ...([args?.params, args?.query] as PathArgs<K>));

/** Makes a call; resolves to its reply (undefined for one without a body, such as a 204). */
export async function call<K extends RouteKey>(
  key: K,
  ...[args]: Optional<CallArgs<K>>
): Promise<RouteReply<K>> {
  const reply = await request(pathOfArgs(key, args as CallPath<K> | undefined), {
    method: callMethod(key),
    body: args?.body,
    headers: args?.headers,
    signal: args?.signal,
  });
  // request() has checked the reply against this entry's reply schema.
  return reply as RouteReply<K>;
}

/** A call whose reply is a file (the CSV export): its bytes. */
export function callFile<K extends RouteKey>(key: K, ...[args]: Optional<CallArgs<K>>): Promise<Blob> {
  return requestFile(pathOfArgs(key, args as CallPath<K> | undefined), {
    method: callMethod(key),
    headers: args?.headers,
    signal: args?.signal,
  });
}

/** Reads the reply of the GET call at this path (an SWR key made by `pathOf`). */
export const readPath = <K extends ReadKey>(path: string) => request(path) as Promise<RouteReply<K>>;

/**
 * An SWR read of a GET call, keyed by its path; `null` instead of the arguments reads nothing
 * (a dialog that is closed).
 */
export function useRead<K extends ReadKey>(
  key: K,
  args: CallPath<K> | null,
  config: SWRConfiguration<RouteReply<K>, Error> = {},
): SWRResponse<RouteReply<K>, Error> {
  const path = args ? pathOfArgs(key, args) : null;
  return useSWR<RouteReply<K>, Error>(path, readPath<K>, config);
}
