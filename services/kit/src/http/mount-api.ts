/**
 * A service's router, built from proto's route table: for each of the service's calls, the
 * handler given under the call's key runs behind what the entry declares. In order: the
 * handler's own early middleware (rate limits), the entry's access (no token, an optional one, a
 * signed-in user), its path parameters, query and body checked by its schemas, the handler's
 * middleware that wants the checked input (conditional GETs), the entry's role, then the handler,
 * which answers with the entry's success status unless it sets another.
 */
import Router from '@koa/router';
import type Koa from 'koa';
import type { DefaultContext, DefaultState, Middleware, Next, ParameterizedContext } from 'koa';
import type * as yup from 'yup';
import {
  API_ROUTES,
  compareSpecificity,
  paramsSchemaOf,
  routeKeyOf,
  validateOptions,
  type ApiRoute,
  type RouteKey,
  type RouteOf,
  type RouteParams,
  type ServiceName,
  type ServiceRouteKey,
} from '@rawi/proto';
import { optionalAuth, requireAuth, type TokenVerifier } from '../auth/tokens.ts';
import { errors } from './errors.ts';
import { mountRouter } from './method-routes.ts';

/** What a handler reads as `ctx.input`: the checked body, else the checked query, else the path parameters. */
export type RouteInput<K extends RouteKey> =
  RouteOf<K> extends { body: infer B extends yup.Schema }
    ? yup.InferType<B>
    : RouteOf<K> extends { query: infer Q extends yup.Schema }
      ? yup.InferType<Q>
      : RouteParams<K>;

/** A handler's context: its input and path parameters typed by its entry. */
export type ApiContext<K extends RouteKey> = ParameterizedContext<
  DefaultState,
  DefaultContext & { input: RouteInput<K>; params: RouteParams<K> }
>;

export type ApiHandle<K extends RouteKey> = (ctx: ApiContext<K>, next: Next) => unknown;

/** A call's handler, alone or with the middleware it needs around it. */
export type ApiHandler<K extends RouteKey> =
  | ApiHandle<K>
  | {
      /** Before the token check: what must count every request (rate limits, a form post's reply). */
      beforeAuth?: Middleware[];
      /** After the input checks, just before the handler (conditional GETs). */
      afterValidation?: Middleware[];
      handle: ApiHandle<K>;
    };

/** Handlers of some of a service's calls, by key (a service may merge several such maps). */
export type ServiceHandlers<S extends ServiceName> = { [K in ServiceRouteKey<S>]?: ApiHandler<K> };

/** Types a handler map by the service's keys (each handler's `ctx` follows its entry). */
export const apiHandlers = <S extends ServiceName>(_service: S, handlers: ServiceHandlers<S>) => handlers;

export interface MountApiOptions {
  verify: TokenVerifier;
  /** Checks after a valid token on signed-in calls (identity: the user still exists and is active). */
  signedIn?: Middleware[];
}

const koaPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Checks the entry's path parameters, query and body, leaving them in `ctx.params` and `ctx.input`. */
function checkInput(route: ApiRoute): Middleware | undefined {
  const params = paramsSchemaOf(route);
  const { query } = route;
  const body = route.body === 'multipart' ? undefined : route.body;
  if (!params && !query && !body) return undefined;
  return async (ctx, next) => {
    const context = ctx as typeof ctx & { params: Record<string, unknown> };
    let input: unknown;
    if (params) {
      input = await params.validate(context.params, validateOptions);
      Object.assign(context.params, input);
    }
    if (query) input = await query.validate(ctx.query, validateOptions);
    if (body) input = await body.validate((ctx.request as { body?: unknown }).body ?? {}, validateOptions);
    ctx.input = input;
    await next();
  };
}

function accessOf(route: ApiRoute, { verify, signedIn = [] }: MountApiOptions): Middleware[] {
  if (route.access === 'public') return [];
  if (route.access === 'optionalToken') return [optionalAuth(verify)];
  return [requireAuth(verify), ...signedIn];
}

/**
 * The entry's success status, set before its handler runs: the handler writes only the body,
 * or answers otherwise on purpose (a 304 or a 206 of a file).
 */
const successStatus =
  (route: ApiRoute): Middleware =>
  async (ctx, next) => {
    ctx.status = route.reply.status;
    await next();
  };

/** The entry's role, checked once the input is known good (a bad input is a 400 for anyone). */
function roleOf(route: ApiRoute): Middleware[] {
  const { access } = route;
  if (typeof access !== 'object') return [];
  return [
    async (ctx, next) => {
      if (ctx.state.identity?.role !== access.role) throw errors.forbidden(access.refusal);
      await next();
    },
  ];
}

/**
 * Mounts every call of `service` from the route table with its handler. A call without a
 * handler, or a handler of no call of the service, stops the start-up: the table and the code
 * cannot drift apart.
 */
export function mountApi<S extends ServiceName>(
  app: Koa,
  service: S,
  handlers: ServiceHandlers<S>,
  options: MountApiOptions,
): Router {
  const routes = API_ROUTES.filter((route) => route.service === service);
  const byKey = handlers as Partial<Record<RouteKey, ApiHandler<RouteKey>>>;
  const keys = new Set(routes.map(routeKeyOf));
  const unknown = Object.keys(byKey).filter((key) => !keys.has(key as RouteKey));
  if (unknown.length)
    throw new Error(`${service}: handlers of no call in the route table: ${unknown.join(', ')}`);
  const missing = [...keys].filter((key) => !byKey[key]);
  if (missing.length)
    throw new Error(`${service}: calls of the route table without a handler: ${missing.join(', ')}`);

  const router = new Router();
  // A literal segment is tried before a parameter (`/all/{language}` before `/{section}/{language}`).
  const ordered = [...routes].sort((a, b) => compareSpecificity(a.path, b.path));
  for (const route of ordered) {
    const handler = byKey[routeKeyOf(route)] as ApiHandler<RouteKey>;
    const {
      beforeAuth = [],
      afterValidation = [],
      handle,
    } = typeof handler === 'function' ? { handle: handler } : handler;
    const checks = checkInput(route);
    const stack: Middleware[] = [
      ...beforeAuth,
      ...accessOf(route, options),
      ...(checks ? [checks] : []),
      ...afterValidation,
      ...roleOf(route),
      successStatus(route),
      handle as unknown as Middleware,
    ];
    router.register(koaPath(route.path), [route.method], stack as never);
  }
  mountRouter(app, router);
  return router;
}
