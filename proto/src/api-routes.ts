/**
 * Every call of the API (spec section 7 and what the issues added): its method and path, the
 * service that answers it, whether it needs a token, what it reads and what it answers. The
 * gateway's public-call list, each service's router (a test compares them) and the OpenAPI
 * document (openapi.ts) all come from here.
 */
import { isPublicCall } from './routes.ts';
import type { ApiRoute } from './api-routes/route.ts';
import { identityRoutes } from './api-routes/identity.ts';
import { contentRoutes } from './api-routes/content.ts';
import { projectsRoutes } from './api-routes/projects.ts';
import { mediaRoutes } from './api-routes/media.ts';
import { contactRoutes } from './api-routes/contact.ts';

export type { ApiRoute };

/** Every call, service by service (one file each under api-routes/). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...identityRoutes,
  ...contentRoutes,
  ...projectsRoutes,
  ...mediaRoutes,
  ...contactRoutes,
];

/** Whether a call needs a token (from the gateway's public-call list, the one rule). */
export const needsToken = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  !isPublicCall(route.method, route.path.replace(/\{[^}]+\}/g, 'x'));

const patterns = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The call a request makes (the query string aside), or undefined for a path of no call. */
export function routeFor(method: string, path: string): ApiRoute | undefined {
  const bare = path.split('?')[0] ?? '';
  // A literal segment wins over a parameter (`/api/projects/deleted` over `/api/projects/{id}`).
  const found = patterns.filter((p) => p.route.method === method && p.pattern.test(bare));
  const params = (p: { route: ApiRoute }) => p.route.path.split('{').length;
  return found.sort((a, b) => params(a) - params(b))[0]?.route;
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
