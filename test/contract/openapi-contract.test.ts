/**
 * The OpenAPI document says what each call takes; the services must agree. For every service, a
 * request the document calls invalid (a path parameter outside its enum, a body without a
 * required field, a query value outside its enum) is refused with 400 before any handler runs,
 * never a 5xx; and every example the document shows passes the very checks the services run.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectTestDependencies, mintToken } from '@rawi/kit/testing';
import {
  API_ROUTES,
  buildOpenApi,
  paramsSchemaOf,
  validateOptions,
  type ApiRoute,
  type ServiceName,
} from '@rawi/proto';
import { serviceApps } from './apps.ts';

type Parameter = { name: string; in: string; schema: { enum?: string[] }; example?: string };
type Operation = {
  parameters: Parameter[];
  security: unknown[];
  requestBody?: {
    content: Record<string, { schema: { required?: string[]; oneOf?: unknown[] }; example?: unknown }>;
  };
};
const doc = buildOpenApi() as { paths: Record<string, Record<string, Operation>> };
const operationOf = (route: ApiRoute) => doc.paths[route.path]?.[route.method.toLowerCase()] as Operation;

const servers = new Map<ServiceName, string>();
const listening: Server[] = [];
let dependencies: Awaited<ReturnType<typeof connectTestDependencies>>;
// Rate limits count in the database, so the calls that have one reach it before their checks.
beforeAll(async () => {
  dependencies = await connectTestDependencies('openapi-contract');
  for (const [service, app] of Object.entries(serviceApps()) as [
    ServiceName,
    ReturnType<typeof serviceApps>[ServiceName],
  ][]) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    listening.push(server);
    servers.set(service, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  await Promise.all(listening.map((s) => new Promise((resolve) => s.close(resolve))));
  await dependencies.close();
});

/** Identity checks a signed-in caller against its database: only its calls without a token are sent here. */
const sendable = (route: ApiRoute) => route.service !== 'identity' || route.access === 'public';
const admin = bearer(mintToken({ username: 'noura', role: 'superadmin' }));

/** A concrete path: the example's value for each parameter, or a plausible one. */
function pathWith(route: ApiRoute, overrides: Record<string, string> = {}): string {
  return route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const enumValues = operationOf(route).parameters.find((p) => p.name === name)?.schema.enum;
    const value = overrides[name] ?? route.example?.params?.[name] ?? enumValues?.[0] ?? 'x';
    return encodeURIComponent(value);
  });
}

async function send(route: ApiRoute, path: string, body?: unknown) {
  const res = await fetch(`${servers.get(route.service)}${path}`, {
    method: route.method,
    headers: { ...admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as unknown };
}

const withEnumParam = API_ROUTES.filter(sendable).flatMap((route) =>
  operationOf(route)
    .parameters.filter((p) => p.in === 'path' && p.schema.enum)
    .map((p) => [`${route.method} ${route.path} {${p.name}}`, route, p.name] as const),
);
/** A body the document gives required fields (or alternatives that each have some). */
const hasRequired = (route: ApiRoute) => {
  const schema = operationOf(route).requestBody?.content['application/json']?.schema;
  return Boolean(schema?.required?.length || schema?.oneOf?.length);
};
const withRequiredBody = API_ROUTES.filter((route) => sendable(route) && hasRequired(route)).map(
  (route) => [`${route.method} ${route.path}`, route] as const,
);
const withEnumQuery = API_ROUTES.filter(sendable).flatMap((route) =>
  operationOf(route)
    .parameters.filter((p) => p.in === 'query' && p.schema.enum)
    .map((p) => [`${route.method} ${route.path} ?${p.name}`, route, p.name] as const),
);

describe('what the document calls invalid, each service refuses with 400', () => {
  it('covers every service', () => {
    const covered = new Set(
      [...withEnumParam, ...withRequiredBody, ...withEnumQuery].map(([, r]) => r.service),
    );
    expect([...covered].sort()).toEqual(['contact', 'content', 'identity', 'media', 'projects']);
  });

  it.each(withEnumParam)('%s outside its enum', async (_label, route, name) => {
    const reply = await send(route, pathWith(route, { [name]: 'not-one-of-them' }), route.example?.body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: { code: 'validation', fields: { [name]: expect.any(String) } },
    });
  });

  it.each(withRequiredBody)('%s with a body missing its required fields', async (_label, route) => {
    const reply = await send(route, pathWith(route), {});
    expect(reply.status).toBe(400);
  });

  it.each(withEnumQuery)('%s outside its enum', async (_label, route, name) => {
    const reply = await send(route, `${pathWith(route)}?${name}=not-one-of-them`);
    expect(reply.status).toBe(400);
  });
});

describe('every documented example passes the checks the services run', () => {
  const examples = API_ROUTES.filter((route) => route.example).map(
    (route) => [`${route.method} ${route.path}`, route] as const,
  );

  it('documents examples, and shows them in the document', () => {
    expect(examples.length).toBeGreaterThan(5);
    const post = operationOf(API_ROUTES.find((r) => r.method === 'POST' && r.path === '/api/content')!);
    expect(post.requestBody?.content['application/json']?.example).toBeDefined();
  });

  it.each(examples)('%s', async (_label, route) => {
    const { params, query, body } = route.example ?? {};
    const paramsSchema = paramsSchemaOf(route);
    if (params) await expect(paramsSchema?.validate(params, validateOptions)).resolves.toBeDefined();
    if (query) await expect(route.query?.validate(query, validateOptions)).resolves.toBeDefined();
    if (body !== undefined && route.body !== 'multipart')
      await expect(route.body?.validate(body, validateOptions)).resolves.toBeDefined();
  });
});
