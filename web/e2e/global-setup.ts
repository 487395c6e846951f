/**
 * End-to-end global setup: the whole stack (real FerretDB, MinIO, NATS, every service, the
 * web container and the gateway) on free ports with seeded demo content, for Chromium to drive.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../services/kit/src/dev/infra.ts';
import { freeStackPorts, startStack, type Stack } from '../../deploy/local/stack.ts';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-Admin-pass-1' };

export default async function setup(): Promise<() => Promise<void>> {
  if (!existsSync(join(REPO_ROOT, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (make test does)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rawi-e2e-'));
  // The web container reads index.html once: serve a copy, so a rebuild during the run cannot
  // leave the pages pointing at scripts that no longer exist.
  const distCopy = join(dataDir, 'web-dist');
  cpSync(join(REPO_ROOT, 'web/dist'), distCopy, { recursive: true });
  const ssrCopy = join(dataDir, 'web-dist-server');
  cpSync(join(REPO_ROOT, 'web/dist-server'), ssrCopy, { recursive: true });
  const ports = await freeStackPorts();
  const started = Date.now();
  const stack: Stack = await startStack({
    dataDir,
    ports,
    seedDemo: true,
    adminUsername: E2E_ADMIN.username,
    adminPassword: E2E_ADMIN.password,
    logLevel: 'warn',
    // Every browser and API test comes from 127.0.0.1: lift the per-client contact limit and the
    // message count after which the contact form asks a puzzle.
    extraEnv: {
      contact: { CONTACT_RATE_LIMIT: '1000', CONTACT_FREE_MESSAGES_PER_HOUR: '1000' },
      web: { WEB_DIST: distCopy, WEB_SSR: ssrCopy },
    },
  });
  console.log(`[e2e] stack up at ${stack.url} in ${Date.now() - started} ms (logs in ${dataDir}/logs)`);
  process.env.RAWI_E2E_URL = stack.url;
  process.env.RAWI_E2E_ADMIN_USERNAME = E2E_ADMIN.username;
  process.env.RAWI_E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  process.env.RAWI_E2E_NATS_URL = stack.infra.natsUrl;
  return async () => {
    await stack.stop();
    if (!process.env.RAWI_E2E_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
}
