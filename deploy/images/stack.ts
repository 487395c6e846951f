/**
 * The whole site from its images: every component in a container of its own, with its own address
 * on a private podman network, configured from the chart rendered by `helm template` (each
 * Deployment's ConfigMap, Secrets and mounted secret files, read by chart-wiring/manifests.ts: no
 * second list of variables). Containers answer to the chart's Service names (rawi-identity,
 * rawi-nats, ...) as network aliases, so the rendered URLs are used as they are. Each runs as the
 * chart runs it: uid 1000, read-only root filesystem, /tmp the only writable place (the chart's
 * emptyDir), secrets mounted read-only, all capabilities dropped, restart policy always.
 *
 * The data stores are the trial images: FerretDB stands in for the chart's MongoDB (so MONGO_URL
 * loses its credentials, which FerretDB on SQLite does not check); NATS runs with the chart's own
 * nats.conf and MinIO with the chart's own arguments and credentials.
 */
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { randomBytes } from 'node:crypto';
import { COMPONENTS, readinessPath, type Component } from '../contract.ts';
import {
  POD_FIELD,
  find,
  podSpec,
  renderChart,
  wiringOf,
  type Container,
  type Manifest,
} from '../chart-wiring/manifests.ts';
import { RELEASE, chartImages, podman, storeImages, type Store } from './images.ts';

const UID = 1000;

export interface ContainerStackOptions {
  /** Port the gateway is published on, on 127.0.0.1. */
  gatewayPort: number;
  /** Extra `helm template --set` values. */
  set?: string[];
  /** Where the data stores keep their data and the secret files are written (default: a temp folder). */
  workDir?: string;
  log?: (line: string) => void;
}

export interface ContainerStack {
  url: string;
  admin: { username: string; password: string };
  /** The container of a component or data store. */
  container: (name: Component | 'mongodb' | 'nats' | 'minio') => string;
  /** The address of a component on the private network (http://<ip>:<port>). */
  address: (component: Component) => string;
  network: string;
  workDir: string;
  manifests: Manifest[];
  logs: (name: Component | 'mongodb' | 'nats' | 'minio') => string;
  /** Waits until a component answers its readiness path (it may be restarting). */
  waitReady: (component: Component, timeoutMs?: number) => Promise<void>;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A folder owned by the containers' user. */
function ownedDir(path: string): string {
  mkdirSync(path, { recursive: true });
  chownSync(path, UID, UID);
  return path;
}

function decodeSecret(manifests: Manifest[], name: string, key: string): string {
  const secret = find(manifests, 'Secret', name);
  const value = secret.stringData?.[key] ?? Buffer.from(secret.data?.[key] ?? '', 'base64').toString();
  if (!value) throw new Error(`Secret ${name} has no ${key}`);
  return value;
}

/** A data store container's environment from the chart: plain values and Secret references. */
function storeEnv(manifests: Manifest[], container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (ref) env[variable.name] = decodeSecret(manifests, ref.name, ref.key);
  }
  return env;
}

const SECURITY = [
  '--user',
  `${UID}:${UID}`,
  '--read-only',
  '--read-only-tmpfs=false',
  '--tmpfs',
  `/tmp:rw,size=256m,mode=1777`,
  '--cap-drop',
  'ALL',
  '--security-opt',
  'no-new-privileges',
  '--restart',
  'always',
];

export async function startContainerStack(options: ContainerStackOptions): Promise<ContainerStack> {
  const log = options.log ?? console.log;
  const id = randomBytes(3).toString('hex');
  const network = `rawi-${id}`;
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'rawi-containers-'));
  mkdirSync(workDir, { recursive: true });
  const { manifests } = renderChart({ release: RELEASE, set: options.set ?? [] });
  const images = chartImages(manifests);
  const stores = storeImages();
  const name = (what: string) => `${network}-${what}`;
  const started: string[] = [];

  removeOrphans();
  podman(
    [
      'network',
      'create',
      '--label',
      'rawi.stack=images',
      '--label',
      `rawi.owner-pid=${process.pid}`,
      network,
    ],
    {
      quiet: true,
    },
  );
  const subnet = JSON.parse(podman(['network', 'inspect', network], { quiet: true })) as Array<{
    subnets: Array<{ subnet: string }>;
  }>;
  const prefix = (subnet[0]?.subnets[0]?.subnet ?? '').replace(/\.0\/24$/, '');
  if (!/^\d+\.\d+\.\d+$/.test(prefix)) throw new Error(`unexpected subnet of ${network}`);
  const ip = (() => {
    let next = 10;
    const taken = new Map<string, string>();
    return (what: string) => {
      if (!taken.has(what)) taken.set(what, `${prefix}.${next++}`);
      return taken.get(what) as string;
    };
  })();

  const run = (what: string, alias: string, image: string, args: string[], command: string[] = []) => {
    podman(
      [
        'run',
        '--detach',
        '--name',
        name(what),
        '--label',
        `rawi.stack=${network}`,
        '--label',
        `rawi.owner-pid=${process.pid}`,
        '--network',
        network,
        '--network-alias',
        alias,
        '--ip',
        ip(what),
        ...SECURITY,
        ...args,
        image,
        ...command,
      ],
      { quiet: true },
    );
    started.push(name(what));
  };

  const stop = async ({ keepData = false } = {}) => {
    for (const container of started.reverse()) {
      try {
        podman(['rm', '--force', '--time', '5', container], { quiet: true });
      } catch {
        // already gone
      }
    }
    try {
      podman(['network', 'rm', '--force', network], { quiet: true });
    } catch {
      // already gone
    }
    if (!keepData) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // The data stores.
    const dataOf = (store: Store) => ownedDir(join(workDir, 'data', store));
    run(
      'mongodb',
      `${RELEASE}-mongodb`,
      stores.ferretdb,
      ['-v', `${dataOf('ferretdb')}:/data`],
      [
        '--listen-addr=:27017',
        '--handler=sqlite',
        '--sqlite-url=file:/data/',
        '--state-dir=/data',
        '--debug-addr=:8088',
        '--telemetry=disable',
        '--log-level=warn',
      ],
    );

    const nats = podSpec(find(manifests, 'StatefulSet', `${RELEASE}-nats`)).containers[0] as Container;
    const natsConf = find(manifests, 'ConfigMap', `${RELEASE}-nats`).data?.['nats.conf'] ?? '';
    const confFile = join(ownedDir(join(workDir, 'nats-config')), 'nats.conf');
    writeFileSync(confFile, natsConf);
    run(
      'nats',
      `${RELEASE}-nats`,
      stores.nats,
      [
        ...Object.entries(storeEnv(manifests, nats)).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
        '--env',
        `POD_NAME=${RELEASE}-nats-0`,
        '-v',
        `${dataOf('nats')}:/data`,
        '-v',
        `${confFile}:/etc/nats/nats.conf:ro`,
      ],
      [...(nats.command ?? []), ...(nats.args ?? [])],
    );

    const minio = podSpec(find(manifests, 'StatefulSet', `${RELEASE}-minio`)).containers[0] as Container;
    run(
      'minio',
      `${RELEASE}-minio`,
      stores.minio,
      [
        ...Object.entries(storeEnv(manifests, minio)).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
        '-v',
        `${dataOf('minio')}:/data`,
      ],
      [...(minio.command ?? []), ...(minio.args ?? [])],
    );
    await waitFor(`http://${ip('minio')}:9000/minio/health/ready`, 'minio', 60_000, logsOf(name('minio')));
    await waitFor(`http://${ip('nats')}:8222/healthz`, 'nats', 60_000, logsOf(name('nats')));

    // The Rawi components, each with its Deployment's environment and secret files.
    const url = `http://localhost:${options.gatewayPort}`;
    const port: Partial<Record<Component, number>> = {};
    for (const component of COMPONENTS) {
      const wiring = wiringOf(manifests, `${RELEASE}-${component}`);
      port[component] = wiring.port;
      const env: Record<string, string> = {};
      for (const [key, value] of Object.entries(wiring.env)) {
        // The site's address is the published gateway here; the pod's own address, the container's.
        env[key] = key === 'PUBLIC_URL' ? url : value === POD_FIELD ? ip(component) : value;
      }
      const secrets = ownedDir(join(workDir, 'secrets', component));
      const mounts = new Set<string>();
      for (const [path, content] of Object.entries(wiring.files)) {
        const file = join(secrets, basename(path));
        const value = basename(path) === 'mongo-url' ? withoutCredentials(content) : content;
        writeFileSync(file, value, { mode: 0o400 });
        chownSync(file, UID, UID);
        mounts.add(dirname(path));
      }
      if (mounts.size > 1) throw new Error(`${component}: secret files in more than one folder`);
      const args = [
        ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
        ...[...mounts].flatMap((mount) => ['-v', `${secrets}:${posix.normalize(mount)}:ro`]),
        ...(component === 'gateway' ? ['--publish', `127.0.0.1:${options.gatewayPort}:${wiring.port}`] : []),
      ];
      run(component, `${RELEASE}-${component}`, images[component], args);
    }

    const address = (component: Component) => `http://${ip(component)}:${port[component]}`;
    const waitReady = (component: Component, timeoutMs = 120_000) =>
      waitFor(
        `${address(component)}${readinessPath(component)}`,
        component,
        timeoutMs,
        logsOf(name(component)),
      );
    await Promise.all(COMPONENTS.map((component) => waitReady(component)));
    log(`Every container is ready on network ${network} (${prefix}.0/24).`);

    const identity = wiringOf(manifests, `${RELEASE}-identity`).settings;
    return {
      url,
      admin: { username: identity.ADMIN_USERNAME ?? 'admin', password: identity.ADMIN_PASSWORD ?? '' },
      container: (what) => name(what),
      address,
      network,
      workDir,
      manifests,
      logs: (what) => logsOf(name(what))(),
      waitReady,
      stop,
    };
  } catch (error) {
    await stop({ keepData: true });
    throw error;
  }
}

/** Stacks whose starting process is gone (ended without stopping them): their containers and network. */
function removeOrphans(): void {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const rows = podman(
    [
      'ps',
      '--all',
      '--filter',
      'label=rawi.owner-pid',
      '--format',
      '{{.ID}} {{index .Labels "rawi.owner-pid"}} {{index .Labels "rawi.stack"}}',
    ],
    { quiet: true },
  );
  const networks = new Set<string>();
  for (const [id = '', pid = '', network = ''] of rows
    .split('\n')
    .filter(Boolean)
    .map((r) => r.split(' '))) {
    if (alive(Number(pid))) continue;
    podman(['rm', '--force', '--time', '1', id], { quiet: true });
    networks.add(network);
  }
  for (const network of networks) podman(['network', 'rm', '--force', network], { quiet: true });
}

/** MongoDB's URL for FerretDB on SQLite, which does not check users: the same URL without them. */
function withoutCredentials(value: string): string {
  const url = new URL(value.trim());
  url.username = '';
  url.password = '';
  return url.toString();
}

const logsOf = (container: string) => () => {
  try {
    return podman(['logs', '--tail', '30', container], { quiet: true });
  } catch (error) {
    return `(no logs: ${(error as Error).message})`;
  }
};

async function waitFor(url: string, what: string, timeoutMs: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} was not ready at ${url} within ${timeoutMs / 1000} s:\n${logs()}`);
}
