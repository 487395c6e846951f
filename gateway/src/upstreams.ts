/**
 * One undici keep-alive pool per configured upstream, with the connect, answer and idle-body
 * time-outs of UPSTREAM_TIMEOUT_MS, so a slow or dead service never holds a request forever.
 * Writes wait UPSTREAM_WRITE_TIMEOUT_MS for their answer instead (see deadlineOf).
 */
import { Pool } from 'undici';
import { UPSTREAM_VARIABLES, type GatewayConfig, type UpstreamName } from './config.ts';

export interface Upstream {
  name: UpstreamName;
  origin: string;
  pool: Pool;
  /** How long a call may wait for its answer and between reply chunks, by kind of call. */
  deadlines: Deadlines;
}

export interface Deadlines {
  read: number;
  write: number;
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A read's deadline, or the longer one of a write: a service finishes a write it has started
 * even when the gateway stops waiting, so the client must hear its real outcome, not a 504.
 */
export const deadlineOf = (upstream: Upstream, method: string): number =>
  READ_METHODS.has(method.toUpperCase()) ? upstream.deadlines.read : upstream.deadlines.write;

export interface Upstreams {
  /** The upstream, or undefined when its URL is not configured. */
  get(name: UpstreamName): Upstream | undefined;
  configured(): Upstream[];
  /** Every upstream the gateway knows, configured or not (for /readyz). */
  names(): UpstreamName[];
  close(): Promise<void>;
}

const MAX_CONNECTIONS_PER_UPSTREAM = 128;
const KEEP_ALIVE_MS = 30_000;

export function createUpstreams(config: GatewayConfig): Upstreams {
  const timeout = config.UPSTREAM_TIMEOUT_MS;
  // A write never gets less time than a read.
  const deadlines = { read: timeout, write: Math.max(timeout, config.UPSTREAM_WRITE_TIMEOUT_MS) };
  const all = new Map<UpstreamName, Upstream>();
  for (const [name, variable] of Object.entries(UPSTREAM_VARIABLES) as Array<
    [UpstreamName, keyof GatewayConfig]
  >) {
    const url = config[variable];
    if (typeof url !== 'string') continue;
    const origin = new URL(url).origin;
    all.set(name, {
      name,
      origin,
      deadlines,
      pool: new Pool(origin, {
        connections: MAX_CONNECTIONS_PER_UPSTREAM,
        keepAliveTimeout: KEEP_ALIVE_MS,
        connectTimeout: timeout,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      }),
    });
  }
  return {
    get: (name) => all.get(name),
    configured: () => [...all.values()],
    names: () => Object.keys(UPSTREAM_VARIABLES) as UpstreamName[],
    async close() {
      await Promise.all([...all.values()].map((u) => u.pool.close()));
    },
  };
}
