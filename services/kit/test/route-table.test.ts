/**
 * Every route each service's routers answer is a call of proto's route table (and so of the
 * OpenAPI document), and every call of the table has a route: the table cannot drift from the code.
 */
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, EVENT_ROUTES, type ServiceName, type Subject } from '@rawi/proto';
import { INVALIDATING_SUBJECTS } from '../../../gateway/src/cached-reads.ts';
import { NOTIFIER_SUBJECTS } from '../../contact/src/notifier/notifier.ts';
import { createApp as contactApp } from '../../contact/src/app.ts';
import { testGuard } from '../../contact/src/test/support.ts';
import { createApp as contentApp } from '../../content/src/app.ts';
import { createApp as identityApp } from '../../identity/src/app.ts';
import { createApp as mediaApp } from '../../media/src/app.ts';
import { createApp as projectsApp } from '../../projects/src/app.ts';
import { createTokenVerifier } from '../src/auth.ts';
import { testLogger } from '../src/testing/index.ts';
import { testInfra } from '../src/testing/env.ts';

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
  const verifyToken = createTokenVerifier(testInfra().jwt.publicKey);
  const { privateKey, publicKey } = testInfra().jwt;
  const apps: Record<ServiceName, Koa> = {
    identity: identityApp({
      config: {
        JWT_PRIVATE_KEY: privateKey,
        JWT_PUBLIC_KEY: publicKey,
        JWT_TTL_SECONDS: 3600,
        PUBLIC_URL: 'http://localhost:8080',
        PASSWORD_RESET_TTL_MINUTES: 60,
      } as never,
      logger: testLogger,
      events: { isReady: () => true } as never,
      relay: undefined,
    }),
    content: contentApp({ logger: testLogger, verifyToken }),
    projects: projectsApp({ logger: testLogger, verifyToken }),
    media: mediaApp({ logger: testLogger, verifyToken, bucket: {} as never }),
    contact: contactApp({ logger: testLogger, verifyToken, guard: testGuard }),
  };

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
