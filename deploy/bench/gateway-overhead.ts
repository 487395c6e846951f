/**
 * The gateway's overhead as a ratio: in one run, the same public JSON (the English hero content)
 * read through the gateway, directly from the content service, and from a static file server,
 * each by the same k6 closed loop. Needs a running stack (`make run`).
 *
 *   node deploy/bench/gateway-overhead.ts
 *   GATEWAY_URL (http://127.0.0.1:8080), CONTENT_URL (http://127.0.0.1:8102),
 *   READ_PATH (/api/content/hero/en), VUS (10), DURATION (10s), WARMUP (3s)
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, TOOLS_BIN, ensureTools } from '../chart-wiring/manifests.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const contentUrl = process.env.CONTENT_URL ?? 'http://127.0.0.1:8102';
const readPath = process.env.READ_PATH ?? '/api/content/hero/en';
const vus = process.env.VUS ?? '10';
const duration = process.env.DURATION ?? '10s';
const warmup = process.env.WARMUP ?? '3s';

for (const url of [gatewayUrl, contentUrl]) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(url)) {
    throw new Error(`${url}: the benchmark reads from this machine only (a loopback http URL, no path)`);
  }
}

/** Serves one file for any path: argv[1] is the file, argv[2] its content type; prints its port. */
const STATIC_SERVER = `
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
const [file, type] = process.argv.slice(1);
const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size });
  createReadStream(file).pipe(response);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

interface Measurement {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

async function fetchBody(url: string): Promise<{ body: Buffer; type: string }> {
  const reply = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error: Error) => {
    throw new Error(`${url} does not answer (${error.message}); start the stack with \`make run\``);
  });
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}; is the demo content seeded?`);
  return {
    body: Buffer.from(await reply.arrayBuffer()),
    type: reply.headers.get('content-type') ?? 'application/json',
  };
}

/**
 * Runs the k6 closed loop against one URL and reads back its summary. Asynchronously: the static
 * file server lives in this process and must keep answering meanwhile.
 */
async function measure(target: string, url: string, work: string): Promise<Measurement> {
  const summaryFile = join(work, `${target.replace(/\W+/g, '-')}.json`);
  const script = join(REPO_ROOT, 'deploy', 'k6', 'bench-read.js');
  const run = (length: string, summary: string) =>
    promisify(execFile)(join(TOOLS_BIN, 'k6'), [
      ...['run', '--quiet', '-e', `TARGET_URL=${url}`, '-e', `VUS=${vus}`],
      ...['-e', `DURATION=${length}`, '-e', `SUMMARY_JSON=${summary}`, script],
    ]);
  await run(warmup, join(work, 'warmup.json'));
  await run(duration, summaryFile);
  const metrics = JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<
    string,
    { values: Record<string, number> }
  >;
  const latency = metrics.http_req_duration?.values ?? {};
  return {
    target,
    requestsPerSecond: metrics.http_reqs?.values.rate ?? 0,
    p50: latency.med ?? NaN,
    p95: latency['p(95)'] ?? NaN,
    p99: latency['p(99)'] ?? NaN,
    failed: metrics.http_req_failed?.values.passes ?? 0,
  };
}

ensureTools('k6');
const work = mkdtempSync(join(tmpdir(), 'rawi-bench-'));
const direct = await fetchBody(`${contentUrl}${readPath}`);
const viaGateway = await fetchBody(`${gatewayUrl}${readPath}`);
if (
  JSON.stringify(JSON.parse(direct.body.toString())) !==
  JSON.stringify(JSON.parse(viaGateway.body.toString()))
) {
  throw new Error('the gateway and the content service gave different JSON for the same read');
}

// The same bytes from disk, through the smallest server node has, in a process of its own like
// the other two: the floor for this machine.
const file = join(work, 'hero.json');
writeFileSync(file, direct.body);
const staticServer = spawn(
  process.execPath,
  ['--input-type=module', '-e', STATIC_SERVER, file, direct.type],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const staticPort = await new Promise<string>((resolve, reject) => {
  staticServer.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  staticServer.once('exit', (code) => reject(new Error(`the static file server exited with ${code}`)));
});
const staticUrl = `http://127.0.0.1:${staticPort}/hero.json`;

const results: Measurement[] = [];
try {
  results.push(await measure('gateway', `${gatewayUrl}${readPath}`, work));
  results.push(await measure('content service', `${contentUrl}${readPath}`, work));
  results.push(await measure('static file', staticUrl, work));
} finally {
  staticServer.kill();
  rmSync(work, { recursive: true, force: true });
}

const [gateway, service, staticFile] = results as [Measurement, Measurement, Measurement];
const row = (m: Measurement) =>
  `  ${m.target.padEnd(16)} ${m.requestsPerSecond.toFixed(0).padStart(8)} ${m.p50.toFixed(2).padStart(8)} ${m.p95.toFixed(2).padStart(8)} ${m.p99.toFixed(2).padStart(8)} ${String(m.failed).padStart(7)}`;
const report = [
  `Rawi gateway overhead: GET ${readPath} (${direct.body.length} bytes), ${vus} closed-loop clients, ${duration} each`,
  `  machine: ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores; k6 and the servers share it`,
  '',
  `  ${'target'.padEnd(16)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  ...results.map(row),
  '',
  `  throughput: the gateway serves ${(gateway.requestsPerSecond / service.requestsPerSecond).toFixed(2)}x the requests/s of the content service directly, ${(gateway.requestsPerSecond / staticFile.requestsPerSecond).toFixed(2)}x of a static file`,
  `  median latency: the gateway adds ${(gateway.p50 - service.p50).toFixed(2)} ms to the service (${(gateway.p50 / service.p50).toFixed(2)}x), ${(gateway.p50 / staticFile.p50).toFixed(2)}x a static file`,
  '',
].join('\n');
console.log(report);
const resultsDir = join(REPO_ROOT, 'deploy', 'k6', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'gateway-overhead.txt'), report);
if (results.some((m) => m.failed > 0)) process.exitCode = 1;
