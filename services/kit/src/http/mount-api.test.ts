import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, routeKeyOf, type ServiceName } from '@rawi/proto';
import { createTokenVerifier } from '../auth/tokens.ts';
import { mountApi, type ServiceHandlers } from './mount-api.ts';
import { listen } from './listen.ts';
import { testInfra } from '../testing/env.ts';

const verify = createTokenVerifier(testInfra().jwt.publicKey);
const ok = () => undefined;
const callsOf = (service: ServiceName) => API_ROUTES.filter((route) => route.service === service);
/** A handler that does nothing for each call of the service. */
const doingNothing = <S extends ServiceName>(service: S) =>
  Object.fromEntries(
    callsOf(service).map((route) => [routeKeyOf(route), ok]),
  ) as unknown as ServiceHandlers<S>;
const allMedia = doingNothing('media');

describe('mounting a service from the route table', () => {
  it('mounts a handler for every call of the service, at its path in the router’s form', () => {
    const router = mountApi(new Koa(), 'media', allMedia, { verify });
    const expected = callsOf('media').map((route) => route.path.replace(/\{(\w+)\}/g, ':$1'));
    expect(router.stack.map((layer) => layer.path).sort()).toEqual(expected.sort());
    expect(expected).toContain('/api/media/files/:filename');
  });

  it('refuses to start with a call of the table that has no handler', () => {
    const { 'DELETE /api/media/{id}': _left, ...withoutOne } = allMedia;
    expect(() => mountApi(new Koa(), 'media', withoutOne, { verify })).toThrow(
      'media: calls of the route table without a handler: DELETE /api/media/{id}',
    );
  });

  it('refuses to start with a handler of no call of the table', () => {
    const extra = { ...allMedia, 'GET /api/media/{id}': ok } as ServiceHandlers<'media'>;
    expect(() => mountApi(new Koa(), 'media', extra, { verify })).toThrow(
      'media: handlers of no call in the route table: GET /api/media/{id}',
    );
  });

  it("answers with the entry's success status, the handler writing only the body or setting another", async () => {
    const mounted = <S extends 'media' | 'projects'>(service: S, handlers: ServiceHandlers<S>) => {
      const app = new Koa();
      mountApi(app, service, { ...doingNothing(service), ...handlers }, { verify });
      return listen(app, { port: 0, host: '127.0.0.1' });
    };
    const media = await mounted('media', {
      'GET /api/media/files/{filename}': (ctx) => {
        // A handler may answer otherwise on purpose (a file the browser has: 304).
        if (ctx.params.filename === 'kept.png') ctx.status = 304;
        else ctx.body = 'bytes';
      },
    });
    const projects = await mounted('projects', {});
    const status = async (port: number, path: string, method = 'GET') =>
      (await fetch(`http://127.0.0.1:${port}${path}`, { method })).status;
    try {
      expect(await status(media.port, '/api/media/files/whole.png')).toBe(200);
      expect(await status(media.port, '/api/media/files/kept.png')).toBe(304);
      // A handler that writes nothing: the table's 204, where Koa alone would answer 404.
      expect(await status(projects.port, '/api/projects/redirects/r1/hits', 'POST')).toBe(204);
    } finally {
      await Promise.all([media.close(), projects.close()]);
    }
  });
});
