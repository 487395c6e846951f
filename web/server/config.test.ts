import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dist = mkdtempSync(join(tmpdir(), 'rawi-web-config-'));
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('web server configuration', () => {
  it('serves pages on every interface and /metrics on loopback unless told otherwise', () => {
    const config = loadConfig({ WEB_DIST: dist });
    expect(config.host).toBe('0.0.0.0');
    expect(config.metricsHost).toBe('127.0.0.1');
  });

  it('listens where HOST and METRICS_HOST say (the chart gives the pod its own address)', () => {
    const config = loadConfig({ WEB_DIST: dist, HOST: '10.1.2.3', METRICS_HOST: '10.1.2.3' });
    expect(config.host).toBe('10.1.2.3');
    expect(config.metricsHost).toBe('10.1.2.3');
  });

  it("logs at info unless LOG_LEVEL names another of the logger's levels, and refuses any other", () => {
    expect(loadConfig({ WEB_DIST: dist }).logLevel).toBe('info');
    expect(loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });
});
