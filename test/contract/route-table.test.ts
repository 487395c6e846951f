/**
 * Every route each service's router answers is a call of proto's route table (and so of the
 * OpenAPI document), and every call of the table has a route: the table cannot drift from the code.
 * The event catalogue names exactly the subjects its consumers listen to.
 */
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, EVENT_ROUTES, type ServiceName, type Subject } from '@rawi/proto';
import { INVALIDATING_SUBJECTS } from '../../gateway/src/cached-reads.ts';
import { NOTIFIER_SUBJECTS } from '../../services/contact/src/notifier/notifier.ts';
import { serviceApps } from './apps.ts';

interface Layer {
  path: string;
  methods: string[];
}
type RouterMiddleware = Koa.Middleware & { router?: { stack: Layer[] } };

/** `METHOD /path/{param}` for every route of the app's routers (HEAD comes with GET). */
function routesOf(app: Koa): string[] {
  return (app.middleware as RouterMiddleware[])
    .flatMap((m) => m.router?.stack ?? [])
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${layer.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') || '/'}`),
    );
}

describe('the route table and the services’ routers', () => {
  const apps = serviceApps();

  it.each(Object.keys(apps) as ServiceName[])('%s answers exactly its calls of the table', (service) => {
    const table = API_ROUTES.filter((r) => r.service === service).map((r) => `${r.method} ${r.path}`);
    const routes = routesOf(apps[service]);
    expect(routes.length).toBeGreaterThan(2);
    expect(routes.sort()).toEqual(table.sort());
  });
});

describe('the event catalogue and the consumers', () => {
  const consumedBy = (name: string) =>
    (Object.keys(EVENT_ROUTES) as Subject[]).filter((s) =>
      EVENT_ROUTES[s].consumers.some((c) => c.startsWith(name)),
    );

  it('names exactly the events the gateway cache and the contact notifier subscribe to', () => {
    expect([...INVALIDATING_SUBJECTS].sort()).toEqual(consumedBy('gateway cache').sort());
    expect([...NOTIFIER_SUBJECTS].sort()).toEqual(consumedBy('contact-notifier').sort());
  });
});
