import { describe, expect, it } from 'vitest';
import { API_ROUTES, routeKeyOf } from './routes.ts';
import { callMethod, pathOf } from './call-path.ts';
import { paramNamesOf } from './route-match.ts';

describe('a call’s method and path from its key alone', () => {
  it('gives every entry of the table its own method and path', () => {
    for (const route of API_ROUTES) {
      const key = routeKeyOf(route);
      const params = Object.fromEntries(paramNamesOf(route.path).map((name) => [name, 'x']));
      expect(callMethod(key)).toBe(route.method);
      expect(pathOf(key, params as never)).toBe(route.path.replace(/\{[^}]+\}/g, 'x'));
    }
  });

  it('encodes each parameter and leaves out query values that are not set', () => {
    expect(
      pathOf('GET /api/projects/slug/{slug}', { slug: 'a b/c' }, {
        language: 'ar',
        other: undefined,
      } as never),
    ).toBe('/api/projects/slug/a%20b%2Fc?language=ar');
    const untyped = pathOf as (key: string) => string;
    expect(() => untyped('DELETE /api/projects/{id}')).toThrow('DELETE /api/projects/{id}: id is missing');
  });
});
