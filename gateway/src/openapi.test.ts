import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@rawi/proto';
import { startGateway, type TestGateway } from '../test/support.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

describe('GET /api/openapi.json', () => {
  it('serves a valid OpenAPI 3.1 document of every call, without a token', async () => {
    const res = await fetch(`${gateway.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect((await new Validator().validate(doc as never)).valid).toBe(true);
    for (const route of API_ROUTES) expect(doc.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
  });

  it('refuses other methods with 405 JSON', async () => {
    const res = await fetch(`${gateway.url}/api/openapi.json`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });
});
