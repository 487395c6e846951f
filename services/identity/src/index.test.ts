import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testInfra, testServiceEnv } from '@rawi/kit/testing';
import type { LoginReply, User } from '@rawi/proto';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
const children: Array<ReturnType<typeof spawn>> = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts `node src/index.ts` as the local run does and waits for its first log lines. */
function startIdentity(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: Array<{ msg: string; port?: number; level: number }> = [];
  createInterface({ input: child.stdout }).on('line', (line) => logs.push(JSON.parse(line)));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitForLog = async (predicate: (msg: string) => boolean, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = logs.find((l) => predicate(l.msg));
      if (found) return found;
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`identity did not log as expected: ${stderr}\n${JSON.stringify(logs)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, logs, exited, waitForLog, stderr: () => stderr };
}

describe('the identity service process', () => {
  it('starts, creates the first admin with a printed password that signs in, and drains on SIGTERM', async () => {
    const identity = startIdentity({
      ...testServiceEnv('identity_process', { LOG_LEVEL: 'info' }),
      JWT_PRIVATE_KEY: testInfra().jwt.privateKey,
      ADMIN_USERNAME: 'owner',
    });
    const listening = await identity.waitForLog((msg) => msg === 'identity listening');
    const firstAdmin = await identity.waitForLog((msg) => msg.startsWith('first admin:'));
    const password = /^first admin: owner \/ (\S+)$/.exec(firstAdmin.msg)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(identity.logs.filter((l) => l.msg.includes(password))).toHaveLength(1);

    const base = `http://127.0.0.1:${listening.port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as LoginReply;
    const users = await fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await users.json()) as User[]).map((u) => u.username)).toEqual(['owner']);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // No log line carries the password, the token or the hash besides the one first-admin line.
    const logText = JSON.stringify(identity.logs.filter((l) => l !== firstAdmin));
    expect(logText).not.toContain(password);
    expect(logText).not.toContain(token);
    expect(logText).not.toContain('argon2');

    identity.child.kill('SIGTERM');
    expect(await identity.exited).toBe(0);
  });

  it('refuses to start with a private key that does not match the public key', async () => {
    const { generateJwtKeys } = await import('@rawi/kit/testing');
    const identity = startIdentity({
      ...testServiceEnv('identity_badkey'),
      JWT_PRIVATE_KEY: generateJwtKeys().privateKey,
    });
    expect(await identity.exited).toBe(1);
    // A start-up failure nothing caught is one structured line on stderr, then exit 1.
    const fault = JSON.parse(identity.stderr().trim().split('\n').at(-1) ?? '{}') as {
      err?: { message?: string };
    };
    expect(fault.err?.message).toContain('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY');
  });

  it('lists every bad variable and stops', async () => {
    const identity = startIdentity({
      ...testServiceEnv('identity_badconfig'),
      JWT_PRIVATE_KEY: 'nope',
      JWT_TTL_SECONDS: 'soon',
      ADMIN_PASSWORD: '123',
    });
    expect(await identity.exited).toBe(1);
    expect(identity.stderr()).toContain('JWT_PRIVATE_KEY must be a PEM private key');
    expect(identity.stderr()).toContain('JWT_TTL_SECONDS');
    expect(identity.stderr()).toContain('ADMIN_PASSWORD must be at least 6 characters');
  });
});
