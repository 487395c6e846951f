/**
 * Finding the call a method and path make, over any list of calls: the route table
 * (routes.ts), or the browser's list of what each call answers (reply-checker.ts), which
 * leaves the table's input schemas out. Nothing here builds a schema.
 */

/** What a call of a list needs for it to be found: its method and its path as the table writes it. */
export interface RoutePattern {
  method: string;
  /** `/api/projects/{id}`. */
  path: string;
}

/** The names in a path, in order: `/api/projects/{id}/history/{versionId}` has id and versionId. */
export const paramNamesOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');

/** Orders paths so that, segment by segment, a literal comes before a parameter. */
export function compareSpecificity(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i += 1) {
    const ap = as[i]?.startsWith('{') ?? false;
    const bp = bs[i]?.startsWith('{') ?? false;
    if (ap !== bp) return ap ? 1 : -1;
  }
  return 0;
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The finder of a list of calls: the call a request makes (the query string aside; HEAD is a
 * GET) with its path parameters decoded, as text; undefined for a path and method of no call.
 */
export function routeMatcher<R extends RoutePattern>(
  routes: readonly R[],
): (method: string, path: string) => { route: R; params: Record<string, string> } | undefined {
  const matchers = routes
    .map((route) => ({
      route,
      names: paramNamesOf(route.path),
      pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '([^/]+)')}$`),
    }))
    // A literal segment wins over a parameter (`/api/projects/deleted` over `/api/projects/{id}`).
    .sort((a, b) => compareSpecificity(a.route.path, b.route.path));
  return (method, path) => {
    const bare = path.split('?')[0] ?? '';
    const m = method === 'HEAD' ? 'GET' : method;
    for (const { route, names, pattern } of matchers) {
      if (route.method !== m) continue;
      const found = pattern.exec(bare);
      if (!found) continue;
      return {
        route,
        params: Object.fromEntries(names.map((name, i) => [name, decoded(found[i + 1] ?? '')])),
      };
    }
    return undefined;
  };
}
