import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, isPublicCall, needsToken, SERVICE_PREFIXES, serviceFor } from './routes.ts';
import { buildOpenApi } from './openapi.ts';

const doc = buildOpenApi() as {
  paths: Record<
    string,
    Record<string, { security: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>
  >;
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every call of the route table, with its method, replies and whether it needs a token', () => {
    for (const route of API_ROUTES) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toContain(String(route.reply.status));
      expect(Boolean(operation?.requestBody)).toBe(Boolean(route.body));
      if (needsToken(route)) expect(operation?.security).toEqual([{ bearer: [] }, { session: [] }]);
      else expect(operation?.security).not.toEqual([{ bearer: [] }, { session: [] }]);
    }
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(API_ROUTES.length);
  });

  it('describes the error body on every failure and the reply schemas it references', () => {
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      expect(
        (doc as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas,
      ).toHaveProperty(ref ?? '');
    }
    expect(doc.paths['/api/projects/{id}']?.put?.responses['409']).toBeDefined();
  });
});

describe('the route table', () => {
  it('names each call once, under the service that owns its path', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) expect(serviceFor(route.path), route.path).toBe(route.service);
  });

  it('makes exactly these calls public, and the gateway lets exactly them through without a token', () => {
    for (const route of API_ROUTES) {
      const concrete = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(isPublicCall(route.method, concrete), `${route.method} ${route.path}`).toBe(!needsToken(route));
    }
    const publicOnes = API_ROUTES.filter((r) => !needsToken(r)).map((r) => `${r.method} ${r.path}`);
    expect(publicOnes.sort()).toEqual(
      [
        'GET /api/contact/token',
        'GET /api/content/all/{language}',
        'GET /api/content/{section}/{language}',
        'GET /api/media/files/{filename}',
        'GET /api/media/focal-points',
        'GET /api/projects',
        'GET /api/projects/slug/{slug}',
        'GET /api/projects/redirects/lookup',
        'POST /api/projects/redirects/{id}/hits',
        'POST /api/auth/login',
        'POST /api/auth/login/enrol',
        'POST /api/auth/login/enrol/confirm',
        'POST /api/auth/login/verify',
        'POST /api/auth/logout',
        'POST /api/auth/reset-password',
        'POST /api/contact',
      ].sort(),
    );
  });

  it('routes every prefix to a service that has calls', () => {
    for (const { service } of SERVICE_PREFIXES)
      expect(API_ROUTES.some((r) => r.service === service)).toBe(true);
  });
});
