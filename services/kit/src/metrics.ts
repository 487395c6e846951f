/**
 * Prometheus metrics (prom-client) for every component: the process and Node.js defaults,
 * requests by route template, method and status, and each component's own figures. They are
 * served at /metrics on METRICS_PORT, a port of its own that neither the gateway nor the
 * Ingress routes.
 */
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type { Middleware } from 'koa';

/** What the metrics server logs with: the kit's logger (pino) or one of its shape. */
export interface MetricsLogger {
  info(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/** One registry per process; every metric of the component lives in it. */
export const registry = new client.Registry();
let defaultsCollected = false;

const counters = new Map<string, client.Counter<string>>();
const gauges = new Map<string, client.Gauge<string>>();
const histograms = new Map<string, client.Histogram<string>>();

/** A counter, made once per name (modules may ask for it more than once). */
export function counter(name: string, help: string, labelNames: string[] = []): client.Counter<string> {
  let metric = counters.get(name);
  if (!metric) {
    metric = new client.Counter({ name, help, labelNames, registers: [registry] });
    counters.set(name, metric);
  }
  return metric;
}

/** A gauge whose value is read when scraped (`collect` sets it), made once per name. */
export function gauge(
  name: string,
  help: string,
  labelNames: string[] = [],
  collect?: (gauge: client.Gauge<string>) => void | Promise<void>,
): client.Gauge<string> {
  let metric = gauges.get(name);
  if (!metric) {
    metric = new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      ...(collect
        ? {
            async collect() {
              await collect(this);
            },
          }
        : {}),
    });
    gauges.set(name, metric);
  }
  return metric;
}

/** A counter whose total is kept elsewhere (a cache's own count) and read when scraped. */
export function observedCounter(name: string, help: string, read: () => number): client.Counter<string> {
  let metric = counters.get(name);
  if (!metric) {
    metric = new client.Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        const value = read();
        if (value > 0) this.inc(value);
      },
    });
    counters.set(name, metric);
  }
  return metric;
}

export function histogram(
  name: string,
  help: string,
  labelNames: string[],
  buckets: number[],
): client.Histogram<string> {
  let metric = histograms.get(name);
  if (!metric) {
    metric = new client.Histogram({ name, help, labelNames, buckets, registers: [registry] });
    histograms.set(name, metric);
  }
  return metric;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requests = () =>
  counter('http_requests_total', 'HTTP requests answered', ['route', 'method', 'status']);
const durations = () =>
  histogram(
    'http_request_duration_seconds',
    'HTTP request duration',
    ['route', 'method', 'status'],
    LATENCY_BUCKETS,
  );

/**
 * Counts and times every request by its route template (the router's matched path, or what
 * `routeOf` names), never by the raw path: ids and slugs would make a series per item.
 */
export function metricsMiddleware(
  routeOf?: (ctx: Parameters<Middleware>[0]) => string | undefined,
): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route = routeOf?.(ctx) ?? (typeof matched === 'string' ? matched : 'unmatched');
      if (route !== 'health')
        recordRequest(route, ctx.method, ctx.status, (performance.now() - started) / 1000);
    }
  };
}

/** Counts and times one answered request (for replies sent outside the middleware, e.g. the gateway's hits). */
export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const labels = { route, method, status: String(status) };
  requests().inc(labels);
  durations().observe(labels, seconds);
}

/** Health probes are not traffic. */
export const healthRoute = (path: string) =>
  path === '/healthz' || path === '/readyz' ? 'health' : undefined;

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Serves GET /metrics on its own port (0 picks a free one), with the process defaults. */
export async function startMetricsServer(
  port: number,
  host: string,
  logger: MetricsLogger,
  component: string,
): Promise<MetricsServer> {
  if (!defaultsCollected) {
    registry.setDefaultLabels({ component });
    client.collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => {
        logger.error({ err: error.message }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  logger.info({ port: actual }, 'metrics at /metrics');
  return {
    port: actual,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
