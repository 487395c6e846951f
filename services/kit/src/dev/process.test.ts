import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { hasExited, howItEnded, RestartBackoff, restartWhenEnded, stopProcess } from './process.ts';

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

describe('restarts with back-off', () => {
  it('waits 0.5 s, then twice as long after each end, at most 30 s', () => {
    const backoff = new RestartBackoff();
    const delays = Array.from({ length: 9 }, () => backoff.ended());
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(backoff.restarts).toBe(9);
  });

  it('starts a process that ended on its own again and says so; one stopped on purpose stays stopped', async () => {
    const lines: string[] = [];
    let current = spawn('sleep', ['60']);
    let wanted = true;
    const starts: number[] = [];
    const backoff = new RestartBackoff();
    const supervise = (child: ReturnType<typeof spawn>) =>
      restartWhenEnded('sleeper', child, {
        report: (line) => lines.push(line),
        wanted: () => wanted && current === child,
        restart: async () => {
          current = spawn('sleep', ['60']);
          starts.push(current.pid ?? 0);
          supervise(current);
        },
        backoff,
        log: '/tmp/sleeper.log',
      });
    supervise(current);
    const first = current;
    first.kill('SIGKILL');
    await expect.poll(() => starts.length, { timeout: 5000 }).toBe(1);
    expect(lines[0]).toBe(
      '[supervisor] sleeper ended (signal SIGKILL): restart 1 in 0.5 s (log: /tmp/sleeper.log)',
    );
    await expect.poll(() => lines[1]).toBe('[supervisor] sleeper is back (restart 1)');
    expect(current).not.toBe(first);
    expect(hasExited(current)).toBe(false);

    wanted = false;
    await stopProcess(current);
    await new Promise((r) => setTimeout(r, 1500));
    expect(starts.length).toBe(1);
    expect(lines.length).toBe(2);
  });
});
