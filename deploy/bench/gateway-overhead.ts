/**
 * `make bench`: what public reads cost through the gateway, side by side in one run. It starts its
 * own stack (free ports, a temporary data directory, the demo content), serves the same bytes from
 * nginx (Debian's package, installed here when missing), and for the English hero and the English
 * projects list measures, alternating targets round by round, the gateway, the service directly
 * and nginx with the same k6 closed loop; then a k6 constant-arrival-rate run through the gateway
 * at half its measured saturation gives p99 and dropped iterations, as single reads and as page
 * views of five reads. Two controls take the same runs: a bare node:http server sending the same
 * bytes and headers (node-floor.ts: what any Node.js server costs here) and nginx (what k6
 * itself, beside the servers, can measure).
 *
 *   VUS (32), ROUND (5s), ROUNDS (3), RATE_DURATION (15s), RATE_WARMUP (10s)
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { pathOf } from '@rawi/proto';
import { REPO_ROOT, TOOLS_BIN, ensureTools } from '../chart-wiring/manifests.ts';
import { freeStackPorts, startStack } from '../local/stack.ts';
import { freePort, freePorts, waitForHttp } from '../../services/kit/src/dev/infra.ts';

const vus = process.env.VUS ?? '32';
const round = process.env.ROUND ?? '5s';
const rounds = Number(process.env.ROUNDS ?? 3);
const rateDuration = process.env.RATE_DURATION ?? '15s';
const rateWarmup = process.env.RATE_WARMUP ?? '10s';
const NGINX = '/usr/sbin/nginx';
/** Open-model VUs: enough for this many seconds of arrivals in flight at once. */
const OPEN_MODEL_VU_SECONDS = 0.05;

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  dropped: number;
}

type Metrics = Record<string, { values: Record<string, number> }>;

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('[bench] installing Debian nginx-light');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** A server started as `child` on a loopback `port`, once `probe` answers (5 s at most). */
async function serving(
  child: ChildProcess,
  port: number,
  probe: string,
  failure: string,
): Promise<{ url: string; stop(): void }> {
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${probe}`, 5_000);
  } catch {
    child.kill();
    throw new Error(failure);
  }
  return { url, stop: () => child.kill() };
}

async function startNginx(root: string, work: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'nginx-error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};`,
      `  server { listen 127.0.0.1:${port}; root ${root}; default_type application/json; etag on; }`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-c', conf, '-p', work], { stdio: 'inherit' });
  return serving(child, port, '/hero.json', `nginx did not start; see ${join(work, 'nginx-error.log')}`);
}

/** The Node.js floor (node-floor.ts) serving `file` with `headers`, on a loopback port. */
async function startNodeFloor(file: string, headers: string[]): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'deploy', 'bench', 'node-floor.ts'), String(port), file, JSON.stringify(headers)],
    { stdio: 'inherit' },
  );
  return serving(child, port, '/', 'the Node.js floor server did not start');
}

/** Runs k6; `goEnv` tunes its Go runtime and `flags` go before the script (the open-model runs use both). */
async function k6(
  script: string,
  env: Record<string, string>,
  summary: string,
  goEnv: Record<string, string> = {},
  flags: string[] = [],
): Promise<Metrics> {
  const args = ['run', '--quiet', ...flags, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`])];
  await promisify(execFile)(join(TOOLS_BIN, 'k6'), [...args, '-e', `SUMMARY_JSON=${summary}`, script], {
    env: { ...process.env, ...goEnv },
  });
  return JSON.parse(readFileSync(summary, 'utf8')) as Metrics;
}

const measurementOf = (metrics: Metrics): Measurement => ({
  requestsPerSecond: metrics.http_reqs?.values.rate ?? 0,
  p50: metrics.http_req_duration?.values.med ?? NaN,
  p99: metrics.http_req_duration?.values['p(99)'] ?? NaN,
  failed: metrics.http_req_failed?.values.passes ?? 0,
  dropped: metrics.dropped_iterations?.values.count ?? 0,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A target's rounds in one row: the median rate and latencies, and the failed requests of all. */
const summaryOf = (list: Measurement[] = []) => ({
  rps: median(list.map((m) => m.requestsPerSecond)),
  p50: median(list.map((m) => m.p50)),
  p99: median(list.map((m) => m.p99)),
  failed: list.reduce((n, m) => n + m.failed, 0),
});

ensureTools('k6', 'ferretdb', 'minio', 'nats-server');
ensureNginx();
const work = mkdtempSync(join(tmpdir(), 'rawi-bench-'));
const ports = await freeStackPorts();
console.log('[bench] starting a stack of its own (demo content) …');
const stack = await startStack({
  dataDir: join(work, 'stack'),
  ports,
  infraPorts: await freePorts(),
  seedDemo: true,
  adminPassword: randomBytes(12).toString('base64url'),
  logLevel: 'warn',
});

const reads = [
  {
    name: 'hero (en)',
    path: pathOf('GET /api/content/{section}/{language}', { section: 'hero', language: 'en' }),
    service: `http://127.0.0.1:${ports.content}`,
    file: 'hero.json',
  },
  {
    name: 'projects (en)',
    path: pathOf('GET /api/projects', {}, { language: 'en' }),
    service: `http://127.0.0.1:${ports.projects}`,
    file: 'projects.json',
  },
];
const files = join(work, 'files');
mkdirSync(files);
for (const read of reads) {
  const body = Buffer.from(await (await fetch(`${stack.url}${read.path}`)).arrayBuffer());
  const direct = Buffer.from(await (await fetch(`${read.service}${read.path}`)).arrayBuffer());
  if (!body.equals(direct)) throw new Error(`${read.name}: the gateway and the service gave different bytes`);
  writeFileSync(join(files, read.file), body);
}
/**
 * The public pages, each language, as a visitor without a cookie asks for them, uncompressed
 * (nginx serves the very bytes the gateway sent, so both send the same amount).
 */
const slugOf = async (language: 'en' | 'ar') =>
  (
    (await (await fetch(`${stack.url}${pathOf('GET /api/projects', {}, { language })}`)).json()) as Array<{
      slug: string;
    }>
  )[0]!.slug;
const pages = [
  { name: '/ (en)', path: '/' },
  { name: '/ (ar)', path: '/?lang=ar' },
  { name: '/projects (en)', path: '/projects' },
  { name: '/projects (ar)', path: '/projects?lang=ar' },
  { name: 'project (en)', path: `/projects/${encodeURIComponent(await slugOf('en'))}` },
  { name: 'project (ar)', path: `/projects/${encodeURIComponent(await slugOf('ar'))}?lang=ar` },
].map((page, i) => ({ ...page, file: `page-${i}.html` }));
for (const page of pages) {
  const res = await fetch(`${stack.url}${page.path}`, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${page.name}: ${res.status}`);
  writeFileSync(join(files, page.file), Buffer.from(await res.arrayBuffer()));
}
/** The gateway's reply headers for the hero, less those Node writes itself (one request id kept as sent). */
const heroHeaders = [...(await fetch(`${stack.url}${reads[0]!.path}`)).headers].flatMap(([name, value]) =>
  ['date', 'connection', 'keep-alive', 'content-length'].includes(name) ? [] : [name, value],
);
const nginx = await startNginx(files, work);
const nodeFloor = await startNodeFloor(join(files, reads[0]!.file), heroHeaders);

/** The open-model shapes: one read per arrival, and a page view of five reads at once. */
const SHAPES = [
  { name: 'single reads', batch: 1 },
  { name: 'page views of 5 reads', batch: 5 },
] as const;
const table: string[] = [];
const pageTable: string[] = [];
const rate: Record<string, Measurement[]> = {};
let rateTarget: number | undefined;
try {
  const script = join(REPO_ROOT, 'deploy', 'k6', 'bench-read.js');
  const runs: Record<string, Measurement[]> = {};
  // Warm every target once, then alternate them round by round so drift hits all alike.
  for (const read of reads) {
    for (const url of [
      `${stack.url}${read.path}`,
      `${read.service}${read.path}`,
      `${nginx.url}/${read.file}`,
    ]) {
      await k6(script, { TARGET_URL: url, VUS: vus, DURATION: '1s' }, join(work, 'warm.json'));
    }
  }
  for (let r = 0; r < rounds; r += 1) {
    for (const read of reads) {
      const targets: Array<[string, string]> = [
        [`${read.name} gateway`, `${stack.url}${read.path}`],
        [`${read.name} service`, `${read.service}${read.path}`],
        [`${read.name} nginx`, `${nginx.url}/${read.file}`],
      ];
      for (const [name, url] of targets) {
        const m = measurementOf(
          await k6(script, { TARGET_URL: url, VUS: vus, DURATION: round }, join(work, 'run.json')),
        );
        (runs[name] ??= []).push(m);
      }
    }
  }
  const summary = (name: string) => summaryOf(runs[name]);
  table.push(
    `  ${'read'.padEnd(15)} ${'target'.padEnd(8)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}  ${'÷ nginx'.padStart(7)} ${'÷ service'.padStart(9)}`,
  );
  for (const read of reads) {
    const nginxRps = summary(`${read.name} nginx`).rps;
    const serviceRps = summary(`${read.name} service`).rps;
    for (const target of ['gateway', 'service', 'nginx']) {
      const s = summary(`${read.name} ${target}`);
      table.push(
        `  ${read.name.padEnd(15)} ${target.padEnd(8)} ${s.rps.toFixed(0).padStart(8)} ${s.p50.toFixed(2).padStart(7)} ${s.p99.toFixed(2).padStart(7)} ${String(s.failed).padStart(6)}  ${(s.rps / nginxRps).toFixed(2).padStart(7)} ${(s.rps / serviceRps).toFixed(2).padStart(9)}`,
      );
    }
  }
  // The public pages: the gateway against nginx sending the same bytes, alternating round by round.
  const pageRuns: Record<string, Measurement[]> = {};
  const pageTargets = pages.flatMap((page) => [
    [`${page.name} gateway`, `${stack.url}${page.path}`],
    [`${page.name} nginx`, `${nginx.url}/${page.file}`],
  ]);
  for (const [, url] of pageTargets)
    await k6(
      script,
      { TARGET_URL: url!, VUS: vus, DURATION: '1s', ACCEPT_ENCODING: 'identity' },
      join(work, 'warm.json'),
    );
  for (let r = 0; r < rounds; r += 1) {
    for (const [name, url] of pageTargets) {
      const m = measurementOf(
        await k6(
          script,
          { TARGET_URL: url!, VUS: vus, DURATION: round, ACCEPT_ENCODING: 'identity' },
          join(work, 'run.json'),
        ),
      );
      (pageRuns[name!] ??= []).push(m);
    }
  }
  const pageSummary = (name: string) => summaryOf(pageRuns[name]);
  pageTable.push(
    `  ${'page'.padEnd(15)} ${'bytes'.padStart(7)} ${'gateway req/s'.padStart(13)} ${'nginx req/s'.padStart(11)} ${'ratio'.padStart(6)} ${'gateway p99'.padStart(11)} ${'nginx p99'.padStart(9)} ${'errors'.padStart(6)}`,
  );
  for (const page of pages) {
    const gateway = pageSummary(`${page.name} gateway`);
    const plain = pageSummary(`${page.name} nginx`);
    const bytes = readFileSync(join(files, page.file)).length;
    pageTable.push(
      `  ${page.name.padEnd(15)} ${String(bytes).padStart(7)} ${gateway.rps.toFixed(0).padStart(13)} ${plain.rps.toFixed(0).padStart(11)} ${(gateway.rps / plain.rps).toFixed(2).padStart(6)} ${`${gateway.p99.toFixed(2)} ms`.padStart(11)} ${`${plain.p99.toFixed(2)} ms`.padStart(9)} ${String(gateway.failed + plain.failed).padStart(6)}`,
    );
  }

  rateTarget = Math.max(1, Math.round(summary('hero (en) gateway').rps / 2));
  // The same open-model runs against the two controls: the Node.js floor (the runtime's own cost
  // and tail on this machine, which no Node.js gateway can go below) and nginx (what k6, sharing
  // the cores with the servers, measures of a server that is never the bottleneck). k6 is kept
  // from measuring itself: no garbage collection during a run (GOGC=off under a memory limit;
  // its pauses were most of the tail it reported, p99 20 ms of nginx at the default), the plain
  // JavaScript mode (no transpiler state per VU), and VUs for 50 ms of arrivals, so a hiccup of
  // either side shows as latency, not as iterations k6 had no VU for.
  // A pause first lets the stack settle after the saturation runs; then rounds, alternating.
  // Then one unmeasured run per target at the same rate: the first open-model run after the
  // saturation runs always carried their after-effects (a full collection of the garbage they
  // left, code re-optimised for a calmer load) and measured those rather than the steady state.
  const rateTargets = [
    ['gateway', `${stack.url}${reads[0]!.path}`],
    ['node floor', `${nodeFloor.url}${reads[0]!.path}`],
    ['nginx', `${nginx.url}/${reads[0]!.file}`],
  ] as const;
  const k6Memory = `${Math.max(1, Math.floor(totalmem() / 4 / 2 ** 30))}GiB`;
  const openModel = (url: string, batch: number, duration: string) => {
    const arrivals = Math.max(1, Math.round(rateTarget! / batch));
    return k6(
      join(REPO_ROOT, 'deploy', 'k6', 'bench-rate.js'),
      {
        TARGET_URL: url,
        RATE: String(arrivals),
        BATCH: String(batch),
        DURATION: duration,
        VUS: String(Math.max(100, Math.ceil(arrivals * OPEN_MODEL_VU_SECONDS))),
      },
      join(work, 'rate.json'),
      { GOGC: 'off', GOMEMLIMIT: k6Memory },
      ['--compatibility-mode=base'],
    );
  };
  await new Promise((resolve) => setTimeout(resolve, 5000));
  for (const [, url] of rateTargets) await openModel(url, 1, rateWarmup);
  for (let r = 0; r < rounds; r += 1) {
    for (const shape of SHAPES) {
      for (const [target, url] of rateTargets) {
        const m = measurementOf(await openModel(url, shape.batch, rateDuration));
        (rate[`${shape.name} ${target}`] ??= []).push(m);
      }
    }
  }
} finally {
  nginx.stop();
  nodeFloor.stop();
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const report = [
  `Rawi public reads: gateway (with its cache) vs the service directly vs nginx serving the same bytes`,
  `  machine: ${cpus().length} cores, ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB; k6, nginx and the stack share it`,
  `  closed loop: ${vus} k6 clients, ${rounds} rounds of ${round} per target, alternating targets; medians`,
  '',
  ...table,
  '',
  `  public pages, uncompressed, no cookie (closed loop as above; target ≥ 0.5× nginx):`,
  ...pageTable,
  '',
  `  open model: ${rateTarget} req/s of the hero (half the gateway's saturation) for ${rateDuration} after ${rateWarmup} unmeasured, k6 constant-arrival-rate (VUs for ${OPEN_MODEL_VU_SECONDS * 1000} ms of arrivals, no garbage collection in k6), ${rounds} rounds alternating; medians, drops and errors summed:`,
  ...SHAPES.flatMap((shape) => [
    `    ${shape.name}:`,
    ...(['gateway', 'node floor', 'nginx'] as const).map((target) => {
      const list = rate[`${shape.name} ${target}`] ?? [];
      const p99s = list.map((m) => m.p99);
      const total = (pick: (m: Measurement) => number) => list.reduce((n, m) => n + pick(m), 0);
      return `      ${target.padEnd(10)} ${median(list.map((m) => m.requestsPerSecond)).toFixed(0)} req/s, p50 ${median(list.map((m) => m.p50)).toFixed(2)} ms, p99 ${median(p99s).toFixed(2)} ms (worst ${Math.max(...p99s).toFixed(2)}), ${total((m) => m.dropped)} dropped iterations, ${total((m) => m.failed)} errors`;
    }),
  ]),
  '',
].join('\n');
console.log(report);
const resultsDir = join(REPO_ROOT, 'deploy', 'k6', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'gateway-overhead.txt'), report);
