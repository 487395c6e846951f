/**
 * What a process does with a fault no request caught: an exception thrown outside any request,
 * or a promise rejected with nobody waiting for it. Going on would serve from a state nobody
 * planned for, so the fault is written as one structured line and the process exits non-zero;
 * whatever runs it (`make run`'s supervisor, the kubelet) starts it again. Nothing is lost by
 * that: every component keeps its state in MongoDB, MinIO or NATS, never only in memory.
 * A fault inside a request never gets here: it is that request's 500 (errorHandler).
 */

/** The exit code of a process stopped by a fault nothing caught (Node's own for an uncaught exception). */
export const FAULT_EXIT_CODE = 1;

let installed = false;

/**
 * Writes an uncaught exception or unhandled rejection as one JSON line (pino's shape, level 60)
 * to stderr, then exits with FAULT_EXIT_CODE. Written directly and synchronously, whatever the
 * log level: the line that says why a process ended is never silenced or left in a buffer.
 */
export function exitOnUncaughtFaults(component: string): void {
  if (installed) return;
  installed = true;
  const fail = (kind: string) => (fault: unknown) => {
    const err =
      fault instanceof Error
        ? { type: fault.name, message: fault.message, stack: fault.stack }
        : { message: String(fault) };
    try {
      process.stderr.write(
        `${JSON.stringify({ level: 60, time: Date.now(), name: component, kind, err, msg: `${kind}: exiting so the process is started again` })}\n`,
      );
    } finally {
      process.exit(FAULT_EXIT_CODE);
    }
  };
  process.on('uncaughtException', fail('uncaught exception'));
  process.on('unhandledRejection', fail('unhandled rejection'));
}
