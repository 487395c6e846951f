/**
 * Starts the whole of Rawi on this machine: the embedded infrastructure (FerretDB on SQLite,
 * MinIO on a folder, NATS JetStream on a folder), the five services, the web container and
 * the gateway, one process each, wired with the same variables the Helm chart gives them.
 * Used by `make run`, the end-to-end tests and the load tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REPO_ROOT,
  freePort,
  freePorts,
  startInfra,
  type Infra,
  type InfraPorts,
} from '../../services/kit/src/dev/infra.ts';
import {
  hasExited,
  howItEnded,
  RestartBackoff,
  restartWhenEnded,
  stopProcess,
} from '../../services/kit/src/dev/process.ts';
import { jwtKeysIn } from '../../services/kit/src/dev/keys.ts';
import { DEFAULT_PORTS } from '../../proto/src/api/services.ts';
import { API } from '../../proto/src/api/named-paths.ts';
import type { LoginReply } from '../../proto/src/types.ts';

import { COMPONENTS, ENTRY_POINTS, type Component } from '../contract.ts';

export { COMPONENTS, type Component };
export type StackPorts = Record<Component, number>;

/** A free port for every component: a stack of its own beside any other (tests, benchmarks). */
export async function freeStackPorts(): Promise<StackPorts> {
  const ports: Partial<StackPorts> = {};
  for (const component of COMPONENTS) ports[component] = await freePort();
  return ports as StackPorts;
}

export interface StackOptions {
  dataDir: string;
  ports?: Partial<StackPorts>;
  infraPorts?: InfraPorts;
  seedDemo?: boolean;
  adminUsername?: string;
  adminPassword: string;
  logLevel?: string;
  /** Where each component serves /metrics; 0 (any free port) unless given. */
  metricsPorts?: Partial<Record<Component, number>>;
  /** Extra variables per component (tests use it for SMTP and short limits). */
  extraEnv?: Partial<Record<Component, Record<string, string>>>;
  /**
   * Supervision, as Kubernetes gives each pod: a component (or FerretDB, MinIO, NATS) that ends
   * without being asked to is started again with back-off, and each end and return is told here
   * in one line. Off when not given: a test that ends a component sees it stay down.
   */
  supervise?: (line: string) => void;
}

export interface Stack {
  url: string;
  ports: StackPorts;
  infra: Infra;
  env: Record<Component, Record<string, string>>;
  logFile(component: Component): string;
  /** The process id of a running component (undefined while it is down). */
  pid(component: Component): number | undefined;
  stopComponent(component: Component, signal?: NodeJS.Signals): Promise<void>;
  startComponent(component: Component): Promise<void>;
  stop(): Promise<void>;
}

export const ENTRY = ENTRY_POINTS;

async function waitReady(url: string, child: ChildProcess, name: string, log: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited(child)) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`${name} ended (${howItEnded(child)}) while starting. Last lines of ${log}:\n${tail}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${name} was not ready at ${url} within ${timeoutMs} ms (see ${log})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stackEnv(
  options: StackOptions,
  infra: Infra,
  ports: StackPorts,
): Record<Component, Record<string, string>> {
  const keys = jwtKeysIn(join(options.dataDir, 'keys'));
  const publicUrl = `http://localhost:${ports.gateway}`;
  const common = (db: string, port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logLevel ?? 'info',
    MONGO_URL: `${infra.mongoBaseUrl}/${db}`,
    NATS_URL: infra.natsUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: publicUrl,
    ...(options.seedDemo ? { SEED_DEMO: 'true' } : {}),
  });
  const up = (c: Component) => `http://127.0.0.1:${ports[c]}`;
  const env: Record<Component, Record<string, string>> = {
    identity: {
      ...common('rawi_identity', ports.identity),
      JWT_PRIVATE_KEY: keys.privateKey,
      ADMIN_USERNAME: options.adminUsername ?? 'admin',
      ADMIN_PASSWORD: options.adminPassword,
    },
    content: common('rawi_content', ports.content),
    projects: common('rawi_projects', ports.projects),
    media: {
      ...common('rawi_media', ports.media),
      S3_ENDPOINT: infra.s3.endpoint,
      S3_ACCESS_KEY: infra.s3.accessKey,
      S3_SECRET_KEY: infra.s3.secretKey,
      S3_BUCKET: 'rawi-media',
      S3_REGION: infra.s3.region,
    },
    contact: common('rawi_contact', ports.contact),
    web: {
      PORT: String(ports.web),
      // Only the gateway reads the web container: it is not reachable from other machines.
      HOST: '127.0.0.1',
      WEB_DIST: join(REPO_ROOT, 'web/dist'),
      PUBLIC_URL: publicUrl,
      API_URL: `http://127.0.0.1:${ports.gateway}`,
      NATS_URL: infra.natsUrl,
      LOG_LEVEL: options.logLevel ?? 'info',
    },
    gateway: {
      PORT: String(ports.gateway),
      HOST: '0.0.0.0',
      LOG_LEVEL: options.logLevel ?? 'info',
      PUBLIC_URL: publicUrl,
      JWT_PUBLIC_KEY: keys.publicKey,
      IDENTITY_URL: up('identity'),
      CONTENT_URL: up('content'),
      PROJECTS_URL: up('projects'),
      MEDIA_URL: up('media'),
      CONTACT_URL: up('contact'),
      WEB_URL: up('web'),
      NATS_URL: infra.natsUrl,
      CACHE_MAX_BYTES: String(64 * 1024 * 1024),
      CACHE_MAX_ENTRY_BYTES: String(1024 * 1024),
      CACHE_STALE_MS: '2000',
    },
  };
  for (const c of COMPONENTS) {
    env[c].METRICS_PORT = String(options.metricsPorts?.[c] ?? 0);
    // /metrics has no authentication: this machine only.
    env[c].METRICS_HOST = '127.0.0.1';
    Object.assign(env[c], options.extraEnv?.[c] ?? {});
  }
  return env;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const ports: StackPorts = { ...DEFAULT_PORTS, ...options.ports };
  const logs = join(options.dataDir, 'logs');
  mkdirSync(logs, { recursive: true });
  const infra = await startInfra({
    dataDir: join(options.dataDir, 'infra'),
    ...(options.infraPorts ? { ports: options.infraPorts } : {}),
    ...(options.supervise ? { supervise: options.supervise } : {}),
  });
  const env = stackEnv(options, infra, ports);
  const children = new Map<Component, ChildProcess>();
  const logFile = (c: Component) => join(logs, `${c}.log`);
  const backoffs = new Map<Component, RestartBackoff>();
  let stopping = false;

  const startComponent = async (c: Component) => {
    const log = createWriteStream(logFile(c), { flags: 'a' });
    const child = spawn(process.execPath, [join(REPO_ROOT, ENTRY[c])], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: 'UTC', ...env[c] },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.set(c, child);
    if (options.supervise) {
      const backoff = backoffs.get(c) ?? new RestartBackoff();
      backoffs.set(c, backoff);
      restartWhenEnded(c, child, {
        report: options.supervise,
        wanted: () => !stopping && children.get(c) === child,
        restart: () => startComponent(c),
        backoff,
        log: logFile(c),
      });
    }
    await waitReady(
      `http://127.0.0.1:${ports[c]}/${c === 'web' ? 'healthz' : 'readyz'}`,
      child,
      c,
      logFile(c),
    );
  };

  const stopComponent = async (c: Component, signal: NodeJS.Signals = 'SIGTERM') => {
    const child = children.get(c);
    children.delete(c);
    await stopProcess(child, { signal, graceMs: 15_000 });
  };

  const stop = async () => {
    stopping = true;
    if (children.has('gateway')) await stopComponent('gateway');
    await Promise.all([...children.keys()].map((c) => stopComponent(c)));
    await infra.stop();
  };
  process.once('exit', () => {
    for (const child of children.values()) child.kill('SIGKILL');
  });

  try {
    await Promise.all(
      (['identity', 'content', 'projects', 'media', 'contact', 'web'] as const).map(startComponent),
    );
    await startComponent('gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${ports.gateway}`,
    ports,
    infra,
    env,
    logFile,
    pid: (c) => {
      const child = children.get(c);
      return child && !hasExited(child) ? child.pid : undefined;
    },
    stopComponent,
    startComponent,
    stop,
  };
}

/**
 * A whole stack of its own for a test: a new data folder, free ports for every component, its
 * metrics and the infrastructure, the demo content; its `stop()` also removes the folder.
 */
export async function startOwnStack(
  label: string,
  options: Omit<StackOptions, 'dataDir' | 'ports' | 'infraPorts' | 'metricsPorts'>,
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), `rawi-${label}-`));
  const stack = await startStack({
    seedDemo: true,
    logLevel: 'warn',
    ...options,
    dataDir,
    ports: await freeStackPorts(),
    metricsPorts: await freeStackPorts(),
    infraPorts: await freePorts(),
  });
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session token of the stack's first admin. */
export async function adminToken(stack: Pick<Stack, 'url'>, password: string): Promise<string> {
  const login = await fetch(`${stack.url}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) throw new Error(`the admin could not sign in: ${login.status}`);
  return ((await login.json()) as LoginReply).token;
}
