/**
 * Runs deploy/k6/contact-bots.js against a stack of its own (free ports, a temporary data
 * folder, no demo content), stopped afterwards. All load comes from 127.0.0.1, so the contact
 * service is started with the per-client limits raised (CONTACT_RATE_LIMIT,
 * CONTACT_FREE_MESSAGES_PER_HOUR); the form-token, fill-time, replay and honeypot rules are the
 * production ones. Extra arguments go to k6 (e.g. -e BOT_RATE=50 -e DURATION=40s).
 *   node deploy/k6/contact-bots-stack.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeStackPorts, startStack } from '../local/stack.ts';
import { REPO_ROOT } from '../../services/kit/src/dev/infra.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'rawi-contact-bots-'));
const adminPassword = 'k6-Admin-pass-1';
const stack = await startStack({
  dataDir,
  ports: await freeStackPorts(),
  adminPassword,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  extraEnv: { contact: { CONTACT_RATE_LIMIT: '100000', CONTACT_FREE_MESSAGES_PER_HOUR: '100000' } },
});
let status = 1;
try {
  const k6 = spawn(
    join(REPO_ROOT, '.tools/bin/k6'),
    [
      'run',
      '--quiet',
      '-e',
      `BASE_URL=${stack.url.replace('localhost', '127.0.0.1')}`,
      '-e',
      `ADMIN_PASSWORD=${adminPassword}`,
      ...process.argv.slice(2),
      join(REPO_ROOT, 'deploy/k6/contact-bots.js'),
    ],
    { stdio: 'inherit' },
  );
  status = await new Promise<number>((resolve) => k6.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await stack.stop();
  if (process.env.RAWI_KEEP) console.log(`logs kept in ${dataDir}/logs`);
  else rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
