import { describe, expect, it } from 'vitest';
import { ConfigError } from '@rawi/kit';
import { testInfra } from '@rawi/kit/testing';
import { loadGatewayConfig } from './config.ts';

const key = () => testInfra().jwt.publicKey;

describe('gateway configuration', () => {
  it('has the documented defaults', () => {
    const config = loadGatewayConfig({ JWT_PUBLIC_KEY: key() });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:8080',
      UPSTREAM_TIMEOUT_MS: 10_000,
      TRUST_PROXY_HOPS: 0,
    });
    expect(config.IDENTITY_URL).toBeUndefined();
    expect(config.WEB_URL).toBeUndefined();
  });

  it('reads the upstreams, the time-out and the trusted proxy count', () => {
    const config = loadGatewayConfig({
      JWT_PUBLIC_KEY: key(),
      IDENTITY_URL: 'http://identity:8101',
      WEB_URL: 'https://web.internal/',
      UPSTREAM_TIMEOUT_MS: '2500',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({
      IDENTITY_URL: 'http://identity:8101',
      WEB_URL: 'https://web.internal/',
      UPSTREAM_TIMEOUT_MS: 2500,
      TRUST_PROXY_HOPS: 1,
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadGatewayConfig({
        CONTENT_URL: 'ftp://content',
        MEDIA_URL: 'http://media:8104/api',
        UPSTREAM_TIMEOUT_MS: '0',
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
      'TRUST_PROXY_HOPS',
      'PUBLIC_URL',
    ]) {
      expect(problems).toContain(name);
    }
  });
});
