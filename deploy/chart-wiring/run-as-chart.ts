/**
 * Runs the whole stack on this machine exactly as the Helm chart wires it: renders the chart,
 * reads each Deployment's environment, ports and secret files, and starts every component as
 * one process with that environment. Only addresses change: in-cluster names become 127.0.0.1,
 * the data stores become the local ones, HOST becomes 127.0.0.1 and PUBLIC_URL the local gateway.
 * Then it signs in as the chart's admin through the gateway, which proves that the generated
 * key pair, admin password and upstream URLs fit together. The closest check of the chart's
 * wiring that this machine allows (no cluster here).
 *
 *   node deploy/chart-wiring/run-as-chart.ts [--check] [-f values.yaml] [--set key=value]
 *
 * --check     start, check, stop, and exit 0 only when every check passed (default: keep running
 *             until Ctrl-C).
 * Local data stores: MONGO_URL (a base such as mongodb://127.0.0.1:27017, no database), NATS_URL,
 * S3_ENDPOINT with S3_ACCESS_KEY and S3_SECRET_KEY. Without all of them, the script starts its own
 * FerretDB, NATS and MinIO (the chart's MinIO credentials) in a temporary folder.
 * CHART_PORT_OFFSET shifts every component's port (to run beside `make run`, which uses the same ones).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathOf } from '@rawi/proto';
import { startInfra, type Infra } from '../../services/kit/src/dev/infra.ts';
import { hasExited, howItEnded, stopProcess } from '../../services/kit/src/dev/process.ts';
import { COMPONENTS, ENTRY_POINTS, readinessPath, type Component } from '../contract.ts';
import { REPO_ROOT, ensureTools, find, renderChart, wiringOf, type Wiring } from './manifests.ts';

const RELEASE = 'rawi';
const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    values: { type: 'string', short: 'f', multiple: true, default: [] },
    set: { type: 'string', multiple: true, default: [] },
  },
});
const offset = Number(process.env.CHART_PORT_OFFSET ?? 0);
const work = mkdtempSync(join(tmpdir(), 'rawi-chart-run-'));
const children = new Map<Component, ChildProcess>();
let infra: Infra | undefined;

/** The local data stores: given by the environment, or started here with the chart's MinIO credentials. */
async function localStores(minio: { user: string; password: string }) {
  const { MONGO_URL, NATS_URL, S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY } = process.env;
  if (MONGO_URL && NATS_URL && S3_ENDPOINT && S3_ACCESS_KEY && S3_SECRET_KEY) {
    console.log('Using the data stores given by MONGO_URL, NATS_URL and S3_ENDPOINT.');
    return {
      mongoBase: MONGO_URL.replace(/\/$/, ''),
      nats: NATS_URL,
      s3: { endpoint: S3_ENDPOINT, accessKey: S3_ACCESS_KEY, secretKey: S3_SECRET_KEY },
    };
  }
  console.log('Starting FerretDB, NATS and MinIO in', work);
  ensureTools('ferretdb', 'minio', 'nats-server');
  infra = await startInfra({
    dataDir: join(work, 'infra'),
    minioUser: minio.user,
    minioPassword: minio.password,
  });
  return {
    mongoBase: infra.mongoBaseUrl,
    nats: infra.natsUrl,
    s3: { endpoint: infra.s3.endpoint, accessKey: minio.user, secretKey: minio.password },
  };
}

type Stores = Awaited<ReturnType<typeof localStores>>;

/** One component's environment with local addresses, its secret files written under `work`. */
function localEnv(
  component: Component,
  wiring: Wiring,
  stores: Stores,
  ports: { chart: Record<Component, number>; local: Record<Component, number> },
) {
  const hostPort = COMPONENTS.map(
    (c) => [`${RELEASE}-${c}:${ports.chart[c]}`, `127.0.0.1:${ports.local[c]}`] as const,
  );
  const local = (name: string, value: string): string => {
    switch (name) {
      case 'PORT':
        return String(ports.local[component]);
      case 'HOST':
      case 'METRICS_HOST':
        // The pod's own address in the cluster; this machine's loopback here.
        return '127.0.0.1';
      case 'PUBLIC_URL':
        return process.env.RAWI_PUBLIC_URL ?? `http://localhost:${ports.local.gateway}`;
      case 'MONGO_URL': {
        const url = new URL(value);
        if (url.hostname !== `${RELEASE}-mongodb`) return value;
        return `${stores.mongoBase}${url.pathname}`;
      }
      case 'NATS_URL':
        return new URL(value).hostname === `${RELEASE}-nats` ? stores.nats : value;
      case 'S3_ENDPOINT':
        return new URL(value).hostname === `${RELEASE}-minio` ? stores.s3.endpoint : value;
      case 'S3_ACCESS_KEY':
        return stores.s3.accessKey;
      case 'S3_SECRET_KEY':
        return stores.s3.secretKey;
      default: {
        let mapped = value;
        for (const [cluster, here] of hostPort) mapped = mapped.replaceAll(`//${cluster}`, `//${here}`);
        return mapped;
      }
    }
  };
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(wiring.env)) {
    if (!name.endsWith('_FILE')) {
      env[name] = local(name, value);
      continue;
    }
    const setting = name.slice(0, -'_FILE'.length);
    const file = join(work, 'secrets', component, basename(value));
    mkdirSync(join(work, 'secrets', component), { recursive: true });
    writeFileSync(file, local(setting, wiring.settings[setting] ?? ''), { mode: 0o600 });
    env[name] = file;
  }
  const leftover = Object.entries(env).filter(([, v]) => v.includes(`${RELEASE}-`) && /\/\/|@/.test(v));
  if (leftover.length > 0)
    throw new Error(
      `${component}: in-cluster addresses left unmapped: ${leftover.map(([k]) => k).join(', ')}`,
    );
  return env;
}

async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} is taken (is \`make run\` running? set CHART_PORT_OFFSET)`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

async function waitReady(component: Component, port: number, log: string): Promise<void> {
  const url = `http://127.0.0.1:${port}${readinessPath(component)}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const child = children.get(component);
    if (child && hasExited(child)) {
      throw new Error(`${component} ended (${howItEnded(child)}):\n${tail(log)}`);
    }
    const ready = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${component} was not ready at ${url} within 120 s:\n${tail(log)}`);
}

const tail = (log: string) =>
  existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';

async function start(component: Component, env: Record<string, string>, port: number): Promise<void> {
  const log = join(work, 'logs', `${component}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  // The image's own variables (NODE_ENV) plus exactly the chart's; nothing else from this shell.
  const child = spawn(process.execPath, [join(REPO_ROOT, ENTRY_POINTS[component])], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TZ: 'UTC',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  children.set(component, child);
  await waitReady(component, port, log);
  console.log(`  ${component.padEnd(9)} ready on 127.0.0.1:${port}`);
}

/** Signs in through the gateway as the chart's admin and makes an authenticated call. */
async function checkWiring(gateway: string, admin: { username: string; password: string }): Promise<boolean> {
  const results: Array<[string, boolean, string]> = [];
  const call = async (what: string, path: string, init: RequestInit, ok: (status: number) => boolean) => {
    const reply = await fetch(`${gateway}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    results.push([what, ok(reply.status), `${init.method ?? 'GET'} ${path} -> ${reply.status}`]);
    return reply;
  };
  await call('the gateway is ready', '/readyz', {}, (s) => s === 200);
  await call('the web app is served', '/', {}, (s) => s === 200);
  await call(
    'public content is routed',
    pathOf('GET /api/content/{section}/{language}', { section: 'hero', language: 'en' }),
    {},
    (s) => s === 200 || s === 404,
  );
  await call(
    'public projects are routed',
    pathOf('GET /api/projects', {}, { language: 'en' }),
    {},
    (s) => s === 200,
  );
  const login = await call(
    "the chart's admin signs in",
    pathOf('POST /api/auth/login'),
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) },
    (s) => s === 200,
  );
  const token = ((await login.json().catch(() => ({}))) as { token?: string }).token;
  const auth = { headers: { authorization: `Bearer ${token ?? ''}` } };
  await call(
    'the token verifies with the chart public key',
    pathOf('GET /api/auth/me'),
    auth,
    (s) => s === 200,
  );
  await call(
    'an admin read through the gateway',
    pathOf('GET /api/contact-submissions'),
    auth,
    (s) => s === 200,
  );
  for (const [what, ok, detail] of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what} (${detail})`);
  return results.every(([, ok]) => ok);
}

async function stop(): Promise<void> {
  await Promise.all([...children.values()].map((child) => stopProcess(child)));
  await infra?.stop();
}

async function main(): Promise<boolean> {
  ensureTools('helm');
  const { manifests } = renderChart({ release: RELEASE, valuesFiles: args.values, set: args.set });
  const wirings = Object.fromEntries(
    COMPONENTS.map((c) => [c, wiringOf(manifests, `${RELEASE}-${c}`)]),
  ) as Record<Component, Wiring>;
  const chartPorts = Object.fromEntries(COMPONENTS.map((c) => [c, wirings[c].port])) as Record<
    Component,
    number
  >;
  const ports = Object.fromEntries(COMPONENTS.map((c) => [c, chartPorts[c] + offset])) as Record<
    Component,
    number
  >;
  if (new Set(Object.values(ports)).size !== COMPONENTS.length)
    throw new Error('two components share a port in these values');
  for (const port of Object.values(ports)) await assertFree(port);

  const minio = find(manifests, 'Secret', `${RELEASE}-minio`).data ?? {};
  const decode = (value?: string) => Buffer.from(value ?? '', 'base64').toString('utf8');
  const stores = await localStores({
    user: decode(minio['root-user']),
    password: decode(minio['root-password']),
  });
  mkdirSync(join(work, 'logs'), { recursive: true });
  if (!existsSync(join(REPO_ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error(
      'web/dist is missing: build the web app first (npm run build -w @rawi/web), as the web image does',
    );
  }

  console.log(`Starting Rawi as the chart wires it (logs in ${join(work, 'logs')}):`);
  const envs = Object.fromEntries(
    COMPONENTS.map((c) => [c, localEnv(c, wirings[c], stores, { chart: chartPorts, local: ports })]),
  ) as Record<Component, Record<string, string>>;
  await Promise.all(COMPONENTS.filter((c) => c !== 'gateway').map((c) => start(c, envs[c], ports[c])));
  await start('gateway', envs.gateway, ports.gateway);

  const identity = wirings.identity.settings;
  const admin = { username: identity.ADMIN_USERNAME ?? 'admin', password: identity.ADMIN_PASSWORD ?? '' };
  const passed = await checkWiring(`http://127.0.0.1:${ports.gateway}`, admin);
  console.log(passed ? '\nThe chart wiring works.' : '\nA check of the chart wiring failed.');
  if (!args.check) {
    const credentials = `admin "${admin.username}", password "${admin.password}"`;
    console.log(`Rawi runs at http://localhost:${ports.gateway} (${credentials}).`);
  }
  return passed;
}

/** Stops everything; the work folder (logs, data) is kept when something failed. */
const cleanUp = async (passed: boolean) => {
  await stop();
  if (passed) rmSync(work, { recursive: true, force: true });
  else console.error(`Logs kept in ${join(work, 'logs')}`);
};

try {
  const passed = await main();
  if (args.check) {
    await cleanUp(passed);
    process.exit(passed ? 0 : 1);
  }
  console.log('Press Ctrl-C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp(passed).then(() => process.exit(passed ? 0 : 1)));
  }
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  await cleanUp(false);
  process.exit(1);
}
