/**
 * Every call of the API: its method and path, the service that answers it, who may make it,
 * what it reads (path parameters, query, body) and what it answers. Each service mounts its
 * handlers by these entries, the gateway routes and checks tokens by them, the web client types
 * its calls with them and the OpenAPI document (openapi.ts) is generated from them.
 */
import type * as yup from 'yup';
import type { Access, ApiRoute, CacheRule } from './routes/route.ts';
import { identityRoutes } from './routes/identity.ts';
import { contentRoutes } from './routes/content.ts';
import { projectsRoutes } from './routes/projects.ts';
import { mediaRoutes } from './routes/media.ts';
import { contactRoutes } from './routes/contact.ts';
import type { ServiceName } from './services.ts';
import type { ReplySchemas } from './replies.ts';
import { record } from '../schemas/strict-yup.ts';
import { routeMatcher } from './route-match.ts';

export type { Access, ApiRoute, CacheRule };
export { cacheFamilyOf, cacheTagOf, pairTag, projectTag } from './routes/cache-tags.ts';
export { SUPERADMIN_ONLY_POLICY, SUPERADMIN_ONLY_TWO_FACTOR } from './routes/identity.ts';
export { pathParams } from './routes/params.ts';

const TABLE = [
  ...identityRoutes,
  ...contentRoutes,
  ...projectsRoutes,
  ...mediaRoutes,
  ...contactRoutes,
] as const;

/** Every call, service by service (one file each under routes/). */
export const API_ROUTES: readonly ApiRoute[] = TABLE;

type Entry = (typeof TABLE)[number];
type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** A call's name: its method, a space and its path as the table writes it (`GET /api/projects/slug/{slug}`). */
export type RouteKey = KeyOf<Entry>;

/** The table's entry of a call, with its literal types. */
export type RouteOf<K extends RouteKey> = K extends `${infer M} ${infer P}`
  ? Extract<Entry, { method: M; path: P }>
  : never;

/** The calls one service answers. */
export type ServiceRouteKey<S extends ServiceName> = KeyOf<Extract<Entry, { service: S }>>;

type Fields = Readonly<Record<string, yup.Schema>>;
type Empty = Record<string, never>;

/** The path parameters of a call, as its schemas produce them (`{ section: ContentSection, ... }`). */
export type RouteParams<K extends RouteKey> =
  RouteOf<K> extends { params: infer F extends Fields } ? { [N in keyof F]: yup.InferType<F[N]> } : Empty;

/** The query a call reads; every field may be left out (the schema's default then applies). */
export type RouteQuery<K extends RouteKey> =
  RouteOf<K> extends { query: infer Q extends yup.Schema } ? Partial<yup.InferType<Q>> : Empty;

/** The body a call reads: its schema's type, a FormData for an upload, undefined for none. */
export type RouteBody<K extends RouteKey> =
  RouteOf<K> extends { body: infer B } ? (B extends yup.Schema ? yup.InferType<B> : FormData) : undefined;

/** What a call answers: its reply schema's type, or undefined when it carries no JSON (204, CSV, a file). */
export type RouteReply<K extends RouteKey> =
  RouteOf<K> extends { reply: { schema: infer N extends keyof ReplySchemas } }
    ? yup.InferType<ReplySchemas[N]>
    : undefined;

export const routeKeyOf = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  `${route.method} ${route.path}` as RouteKey;

/** Each call by its key. */
export const routeByKey = Object.fromEntries(TABLE.map((route) => [routeKeyOf(route), route])) as {
  readonly [K in RouteKey]: RouteOf<K>;
};

/** Whether a call needs a token (signed-in users only, or one role). */
export const needsToken = (route: { access: Access }) =>
  route.access !== 'public' && route.access !== 'optionalToken';

const paramsSchemas = new WeakMap<object, yup.ObjectSchema<yup.AnyObject>>();

/** The schema of a call's path parameters as one object, or undefined for a path without any. */
export function paramsSchemaOf(route: ApiRoute): yup.ObjectSchema<yup.AnyObject> | undefined {
  if (!route.params) return undefined;
  let schema = paramsSchemas.get(route);
  if (!schema) {
    schema = record({ ...route.params });
    paramsSchemas.set(route, schema);
  }
  return schema;
}

const findRoute = routeMatcher(API_ROUTES);

export interface MatchedRoute {
  route: ApiRoute;
  key: RouteKey;
  /** The path's parameters, decoded, as text (before their schemas run). */
  params: Record<string, string>;
}

/**
 * The call a request makes (the query string aside; HEAD is a GET), with its path parameters,
 * or undefined for a path and method of no call.
 */
export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  const found = findRoute(method, path);
  return found && { ...found, key: routeKeyOf(found.route) };
}

/** The call a request makes (the query string aside), or undefined for a path of no call. */
export const routeFor = (method: string, path: string): ApiRoute | undefined =>
  matchRoute(method, path)?.route;

/** Calls anyone may make without a token (a token is checked when sent to an optional-token call). */
export function isPublicCall(method: string, path: string): boolean {
  const route = matchRoute(method, path)?.route;
  return route !== undefined && !needsToken(route);
}

/** The path every call of the API starts with; anything else is the web app's. */
export const API_NAMESPACE = '/api';

/** Path prefixes the gateway routes (`/api/` and a path's first segment), longest first. */
export const SERVICE_PREFIXES: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  ...new Map(
    API_ROUTES.map((route) => [`${API_NAMESPACE}/${route.path.split('/')[2] ?? ''}`, route.service]),
  ),
]
  .map(([prefix, service]) => ({ prefix, service }))
  .sort((a, b) => b.prefix.length - a.prefix.length);

export function serviceFor(path: string): ServiceName | undefined {
  return SERVICE_PREFIXES.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.service;
}

/**
 * Whether a call takes a body of this Content-Type: JSON, or what the route table declares
 * instead (an upload's multipart body, which the call checks itself, or a page's form post).
 * A path of no call takes JSON only.
 */
export function acceptsBodyType(method: string, path: string, contentType: string): boolean {
  const route = routeFor(method, path);
  if (route?.body === 'multipart') return true;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    type === 'application/json' || (route?.formPost === true && type === 'application/x-www-form-urlencoded')
  );
}
