import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { hasExited, howItEnded, stopProcess } from './process.ts';

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe('process supervision', () => {
  it('sees a process killed by a signal as ended, and stopping it returns at once', async () => {
    const child = spawn('sleep', ['60']);
    const ended = once(child, 'exit');
    process.kill(child.pid ?? 0, 'SIGKILL');
    await ended;
    expect(child.exitCode).toBeNull();
    expect(hasExited(child)).toBe(true);
    expect(howItEnded(child)).toBe('signal SIGKILL');
    await within(stopProcess(child), 1000);
  });

  it('stops a running process with SIGTERM', async () => {
    const child = spawn('sleep', ['60']);
    await within(stopProcess(child), 5000);
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('kills one that ignores SIGTERM after the grace period', async () => {
    const child = spawn('sh', ['-c', 'trap "" TERM; sleep 60 & wait']);
    await new Promise((r) => setTimeout(r, 200));
    await within(stopProcess(child, { graceMs: 300 }), 5000);
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('reports an exit code', async () => {
    const child = spawn('sh', ['-c', 'exit 3']);
    await once(child, 'exit');
    expect(hasExited(child)).toBe(true);
    expect(howItEnded(child)).toBe('exit code 3');
  });
});
