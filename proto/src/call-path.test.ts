import { describe, expect, it } from 'vitest';
import { API_ROUTES, routeKeyOf } from './api-routes.ts';
import { callMethod, callPath } from './call-path.ts';

describe('a call’s method and path from its key alone', () => {
  it('gives every entry of the table its own method and path', () => {
    for (const route of API_ROUTES) {
      const key = routeKeyOf(route);
      const params = Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], 'x']));
      expect(callMethod(key)).toBe(route.method);
      expect(callPath(key, params)).toBe(route.path.replace(/\{[^}]+\}/g, 'x'));
    }
  });

  it('encodes each parameter and leaves out query values that are not set', () => {
    expect(
      callPath('GET /api/projects/slug/{slug}', { slug: 'a b/c' }, { language: 'ar', other: undefined }),
    ).toBe('/api/projects/slug/a%20b%2Fc?language=ar');
    expect(() => callPath('DELETE /api/projects/{id}')).toThrow('DELETE /api/projects/{id}: id is missing');
  });
});
