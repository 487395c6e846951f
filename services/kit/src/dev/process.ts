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

/** The longest wait between two restarts of a process that keeps ending. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that ran this long before it ended starts again from the shortest wait. */
const STABLE_AFTER_MS = 60_000;

/**
 * When to start again a process that ended on its own, as a kubelet does for a pod's container:
 * 0.5 s, then twice as long after each end, at most 30 s; a process that ran a minute counts as
 * recovered and its next end waits 0.5 s again. `restarts` counts every restart.
 */
export class RestartBackoff {
  restarts = 0;
  private delayMs = 0;
  private startedAt = Date.now();

  /** The process (re)started now. */
  started(): void {
    this.startedAt = Date.now();
  }

  /** The process ended: how long to wait before starting it again. */
  ended(): number {
    const ranMs = Date.now() - this.startedAt;
    this.delayMs =
      ranMs >= STABLE_AFTER_MS || this.delayMs === 0 ? 500 : Math.min(this.delayMs * 2, MAX_RESTART_DELAY_MS);
    this.restarts += 1;
    return this.delayMs;
  }
}

export interface Supervision {
  /** Where the one-line reports go (the console of `make run`). */
  report: (line: string) => void;
  /** False once the process was stopped on purpose (or the whole stack is stopping). */
  wanted: () => boolean;
  /** Starts it again (resolves once it is ready). */
  restart: () => Promise<void>;
  backoff: RestartBackoff;
  /** Its log file, named in the report. */
  log: string;
}

/** Starts `child` again with back-off once it ends on its own, and reports each end and return. */
export function restartWhenEnded(name: string, child: ChildProcess, supervision: Supervision): void {
  supervision.backoff.started();
  child.once('exit', () => {
    if (!supervision.wanted()) return;
    const { backoff, report } = supervision;
    const delayMs = backoff.ended();
    report(
      `[supervisor] ${name} ended (${howItEnded(child)}): restart ${backoff.restarts} in ${(delayMs / 1000).toFixed(1)} s (log: ${supervision.log})`,
    );
    setTimeout(() => {
      if (!supervision.wanted()) return;
      supervision.restart().then(
        () => report(`[supervisor] ${name} is back (restart ${backoff.restarts})`),
        // Ended again while starting: that end schedules the next try.
        (error: Error) => report(`[supervisor] ${name} did not come back: ${error.message.split('\n')[0]}`),
      );
    }, delayMs).unref();
  });
}
