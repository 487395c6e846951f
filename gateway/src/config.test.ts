import { describe, expect, it } from 'vitest';
import { ConfigError } from '@rawi/kit';
import { testInfra } from '@rawi/kit/testing';
import { loadGatewayConfig } from './config.ts';
import { createUpstreams, deadlineOf } from './upstreams.ts';

const key = () => testInfra().jwt.publicKey;

describe('gateway configuration', () => {
  it('has the documented defaults', () => {
    const config = loadGatewayConfig({ JWT_PUBLIC_KEY: key() });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      METRICS_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:8080',
      UPSTREAM_TIMEOUT_MS: 10_000,
      UPSTREAM_WRITE_TIMEOUT_MS: 30_000,
      TRUST_PROXY_HOPS: 0,
    });
    expect(config.IDENTITY_URL).toBeUndefined();
    expect(config.WEB_URL).toBeUndefined();
  });

  it('reads the upstreams, the time-outs and the trusted proxy count', () => {
    const config = loadGatewayConfig({
      JWT_PUBLIC_KEY: key(),
      IDENTITY_URL: 'http://identity:8101',
      WEB_URL: 'https://web.internal/',
      UPSTREAM_TIMEOUT_MS: '2500',
      UPSTREAM_WRITE_TIMEOUT_MS: '45000',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({
      IDENTITY_URL: 'http://identity:8101',
      WEB_URL: 'https://web.internal/',
      UPSTREAM_TIMEOUT_MS: 2500,
      UPSTREAM_WRITE_TIMEOUT_MS: 45_000,
      TRUST_PROXY_HOPS: 1,
    });
  });

  it('gives reads UPSTREAM_TIMEOUT_MS and writes the longer of both deadlines', async () => {
    const deadlines = async (env: Record<string, string>) => {
      const upstreams = createUpstreams(
        loadGatewayConfig({ JWT_PUBLIC_KEY: key(), PROJECTS_URL: 'http://projects:8103', ...env }),
      );
      const projects = upstreams.get('projects')!;
      const methods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
      const found = Object.fromEntries(methods.map((m) => [m, deadlineOf(projects, m)]));
      await upstreams.close();
      return found;
    };
    expect(await deadlines({})).toEqual({
      GET: 10_000,
      HEAD: 10_000,
      OPTIONS: 10_000,
      POST: 30_000,
      PUT: 30_000,
      PATCH: 30_000,
      DELETE: 30_000,
    });
    const shorterWrite = await deadlines({ UPSTREAM_TIMEOUT_MS: '60000', UPSTREAM_WRITE_TIMEOUT_MS: '5000' });
    expect([shorterWrite.GET, shorterWrite.PUT]).toEqual([60_000, 60_000]);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadGatewayConfig({
        CONTENT_URL: 'ftp://content',
        MEDIA_URL: 'http://media:8104/api',
        UPSTREAM_TIMEOUT_MS: '0',
        UPSTREAM_WRITE_TIMEOUT_MS: 'soon',
        TRUST_PROXY_HOPS: '-1',
        PUBLIC_URL: 'localhost',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'JWT_PUBLIC_KEY',
      'CONTENT_URL',
      'MEDIA_URL',
      'UPSTREAM_TIMEOUT_MS',
      'UPSTREAM_WRITE_TIMEOUT_MS',
      'TRUST_PROXY_HOPS',
      'PUBLIC_URL',
    ]) {
      expect(problems).toContain(name);
    }
  });
});
