/**
 * Supervising the local servers (the test infra, the local stack, the chart-wired run): one
 * rule for "has it ended" and one way to stop it. A process ends by an exit code or by a signal
 * (kill -9 leaves exitCode null and signalCode 'SIGKILL'); waiting only for an exit code would
 * wait forever for one that was killed.
 */
import type { ChildProcess } from 'node:child_process';

/** True once the process has ended, by its own exit or by a signal. */
export const hasExited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** How it ended, for messages: `exit code 1` or `signal SIGKILL`. */
export const howItEnded = (child: ChildProcess): string =>
  child.signalCode !== null ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;

/**
 * Stops a process: `signal` (SIGTERM: let it drain), SIGKILL after `graceMs`; resolves once it
 * has ended, at once when it already had.
 */
export async function stopProcess(
  child: ChildProcess | undefined,
  { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<void> {
  if (!child || hasExited(child)) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(signal);
  });
}
