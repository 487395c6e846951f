/**
 * `make run`: the whole product on this machine with its embedded default, seeded demo
 * content, data kept in .data/ between runs. Ctrl-C stops everything cleanly.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../services/kit/src/dev/infra.ts';
import { DEFAULT_METRICS_PORTS } from '@rawi/proto';
import { startStack } from './stack.ts';
import { LOCAL_INFRA_PORTS } from './ports.ts';
import { stopOnCtrlC } from './until-stopped.ts';

const dataDir = process.env.RAWI_DATA_DIR ?? join(REPO_ROOT, '.data');
mkdirSync(dataDir, { recursive: true });
const port = Number(process.env.PORT ?? 8080);
const adminUsername = process.env.ADMIN_USERNAME ?? 'admin';

// The first admin's password: given, or made once and kept beside the data.
const passwordFile = join(dataDir, 'admin-password');
let adminPassword = process.env.ADMIN_PASSWORD;
if (!adminPassword) {
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(12).toString('base64url'), { mode: 0o600 });
  adminPassword = readFileSync(passwordFile, 'utf8').trim();
}

console.log('Starting Rawi (FerretDB, MinIO, NATS, five services, web, gateway)...');
const started = Date.now();
const stack = await startStack({
  dataDir,
  ports: { gateway: port },
  infraPorts: LOCAL_INFRA_PORTS,
  metricsPorts: DEFAULT_METRICS_PORTS,
  seedDemo: process.env.SEED_DEMO !== 'false',
  adminUsername,
  adminPassword,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  // A component that ends on its own is started again, and the console says so.
  supervise: (line) => console.log(line),
}).catch((error: Error) => {
  console.error(`Rawi could not start: ${error.message}`);
  process.exit(1);
});

const url = `http://localhost:${port}`;
console.log(`
Rawi is running (${((Date.now() - started) / 1000).toFixed(1)} s).
  Website:      ${url}/
  Arabic:       switch with the EN/AR toggle
  Admin panel:  ${url}/admin/login   (user "${adminUsername}", password "${adminPassword}")
  API:          ${url}/api/...
  Metrics:      ${Object.entries(DEFAULT_METRICS_PORTS)
    .map(([name, p]) => `${name} http://127.0.0.1:${p}/metrics`)
    .join('\n                ')}
  Logs:         ${join(dataDir, 'logs')}/<component>.log
  Data:         ${dataDir} (kept between runs)
Press Ctrl-C to stop.`);

stopOnCtrlC(stack);
