/**
 * Starts the real servers Rawi needs (FerretDB on SQLite, MinIO on a folder, NATS with
 * JetStream on a folder) as child processes: the local run's embedded default and the test
 * harness's isolated infrastructure. Binaries come from .tools/bin (deploy/tools/install.sh).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { createServer, connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RestartBackoff, restartWhenEnded, stopProcess } from './process.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const BIN_DIR = join(REPO_ROOT, '.tools/bin');

export interface InfraPorts {
  mongo: number;
  mongoDebug: number;
  minio: number;
  minioConsole: number;
  nats: number;
  natsMonitor: number;
}

export interface Infra {
  /** mongodb:// URL without a database name; append `/<db>`. */
  mongoBaseUrl: string;
  natsUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
  stop(): Promise<void>;
  /** Stops or starts one server (for tests of outages). */
  restart(name: 'nats' | 'mongo' | 'minio'): Promise<void>;
  stopOne(name: 'nats' | 'mongo' | 'minio'): Promise<void>;
}

/** Listens on `port` (0: any) on loopback and closes again; the port it got, or null when taken. */
function tryListen(port: number): Promise<number | null> {
  return new Promise((res) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', () => res(null));
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      const got = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(got));
    });
  });
}

/** The kernel's range for outgoing connections and listen(0); ports we hand out stay below it. */
function ephemeralLow(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
}

const handedOut = new Set<number>();

/**
 * A loopback port that is free now, for a server started a moment later. It is picked at random
 * below the kernel's ephemeral range: a port from listen(0) can be taken, before our server
 * binds it, by any outgoing connection's local end or another process's listen(0), which under
 * a busy test run happens.
 */
export async function freePort(): Promise<number> {
  const low = 20_000;
  const high = Math.min(ephemeralLow(), 32_768);
  for (let attempt = 0; high - low > 1000 && attempt < 100; attempt += 1) {
    const port = randomInt(low, high);
    if (handedOut.has(port)) continue;
    if ((await tryListen(port)) === null) continue;
    handedOut.add(port);
    return port;
  }
  const port = await tryListen(0);
  if (port === null) throw new Error('no free loopback port');
  return port;
}

export async function freePorts(): Promise<InfraPorts> {
  return {
    mongo: await freePort(),
    mongoDebug: await freePort(),
    minio: await freePort(),
    minioConsole: await freePort(),
    nats: await freePort(),
    natsMonitor: await freePort(),
  };
}

function binary(name: string): string {
  const path = join(BIN_DIR, name);
  if (!existsSync(path)) {
    throw new Error(`${name} is not installed: run deploy/tools/install.sh (make test and make run do it)`);
  }
  return path;
}

export async function waitForPort(port: number, timeoutMs = 60_000, what = `port ${port}`): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((res) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        res(true);
      });
      socket.once('error', () => res(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not open within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until `url` answers 2xx. */
export async function waitForHttp(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface ServerSpec {
  command: string;
  args: string[];
  env?: Record<string, string>;
  ready: () => Promise<void>;
}

export interface StartInfraOptions {
  dataDir: string;
  ports?: InfraPorts;
  minioUser?: string;
  minioPassword?: string;
  /** Starts a server that ended on its own again, with back-off, telling each end and return here. */
  supervise?: (line: string) => void;
}

export async function startInfra({
  dataDir,
  ports: given,
  minioUser = 'rawi-minio',
  minioPassword = 'rawi-minio-secret',
  supervise,
}: StartInfraOptions): Promise<Infra> {
  const ports = given ?? (await freePorts());
  const logs = join(dataDir, 'logs');
  for (const d of ['ferretdb', 'minio', 'nats', 'logs']) mkdirSync(join(dataDir, d), { recursive: true });

  const natsConf = join(dataDir, 'nats.conf');
  writeFileSync(
    natsConf,
    [
      `listen: "127.0.0.1:${ports.nats}"`,
      `http: "127.0.0.1:${ports.natsMonitor}"`,
      `jetstream { store_dir: "${join(dataDir, 'nats')}", sync_interval: always }`,
      '',
    ].join('\n'),
  );

  const specs: Record<'mongo' | 'minio' | 'nats', ServerSpec> = {
    mongo: {
      command: binary('ferretdb'),
      args: [
        '--handler=sqlite',
        `--sqlite-url=file:${join(dataDir, 'ferretdb')}/`,
        `--state-dir=${join(dataDir, 'ferretdb')}`,
        `--listen-addr=127.0.0.1:${ports.mongo}`,
        `--debug-addr=127.0.0.1:${ports.mongoDebug}`,
        '--telemetry=disable',
        '--log-level=warn',
      ],
      ready: () => waitForPort(ports.mongo, 60_000, 'FerretDB'),
    },
    minio: {
      command: binary('minio'),
      args: [
        'server',
        join(dataDir, 'minio'),
        '--address',
        `127.0.0.1:${ports.minio}`,
        '--console-address',
        `127.0.0.1:${ports.minioConsole}`,
        '--quiet',
      ],
      env: { MINIO_ROOT_USER: minioUser, MINIO_ROOT_PASSWORD: minioPassword, MINIO_BROWSER: 'off' },
      ready: () => waitForHttp(`http://127.0.0.1:${ports.minio}/minio/health/ready`),
    },
    nats: {
      command: binary('nats-server'),
      args: ['-c', natsConf],
      ready: () => waitForHttp(`http://127.0.0.1:${ports.natsMonitor}/healthz?js-enabled-only=true`),
    },
  };

  const children = new Map<string, ChildProcess>();
  const backoffs = new Map<string, RestartBackoff>();
  let stopping = false;
  const start = async (name: keyof typeof specs): Promise<void> => {
    const spec = specs[name];
    const log = createWriteStream(join(logs, `${name}.log`), { flags: 'a' });
    const child = spawn(spec.command, spec.args, {
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.set(name, child);
    if (supervise) {
      const backoff = backoffs.get(name) ?? new RestartBackoff();
      backoffs.set(name, backoff);
      restartWhenEnded(name, child, {
        report: supervise,
        wanted: () => !stopping && children.get(name) === child,
        restart: () => start(name),
        backoff,
        log: join(logs, `${name}.log`),
      });
    }
    const exited = new Promise<never>((_, rej) =>
      child.once('exit', (code) =>
        rej(new Error(`${name} exited with ${code}; see ${join(logs, `${name}.log`)}`)),
      ),
    );
    exited.catch(() => undefined);
    await Promise.race([spec.ready(), exited]);
  };
  const stopOne = async (name: string) => {
    const child = children.get(name);
    children.delete(name);
    await stopProcess(child);
  };
  const stopAll = async () => {
    stopping = true;
    await Promise.all([...children.keys()].map(stopOne));
  };
  process.once('exit', () => {
    for (const child of children.values()) child.kill('SIGKILL');
  });

  try {
    await Promise.all([start('mongo'), start('minio'), start('nats')]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    mongoBaseUrl: `mongodb://127.0.0.1:${ports.mongo}`,
    natsUrl: `nats://127.0.0.1:${ports.nats}`,
    s3: {
      endpoint: `http://127.0.0.1:${ports.minio}`,
      accessKey: minioUser,
      secretKey: minioPassword,
      region: 'us-east-1',
    },
    stop: stopAll,
    stopOne: (name) => stopOne(name),
    restart: async (name) => {
      await stopOne(name);
      await start(name);
    },
  };
}
