import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from './auth.ts';
import { mountApi, type ServiceHandlers } from './mount-api.ts';
import { testInfra } from './testing/env.ts';

const verify = createTokenVerifier(testInfra().jwt.publicKey);
const ok = () => undefined;
const allMedia: ServiceHandlers<'media'> = {
  'GET /api/media': ok,
  'POST /api/media/upload': ok,
  'DELETE /api/media/{id}': ok,
  'GET /api/media/files/{filename}': ok,
};

describe('mounting a service from the route table', () => {
  it('mounts a handler for every call of the service', () => {
    const router = mountApi(new Koa(), 'media', allMedia, { verify });
    expect(router.stack.map((layer) => layer.path).sort()).toEqual(
      ['/api/media', '/api/media/:id', '/api/media/files/:filename', '/api/media/upload'].sort(),
    );
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
});
