/**
 * A service as it runs in production: its own process, configured by environment, ready once
 * it answers /readyz; a test can kill it with any signal and start it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { REPO_ROOT, waitForHttp } from '../dev/infra.ts';
import { stopProcess } from '../dev/process.ts';

export class ServiceProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly entry: string;
  private readonly env: Record<string, string>;
  private readonly logFile: string;

  /** `entry`: the service's start-up file, from the repository's root. */
  constructor(entry: string, env: Record<string, string>, port: number, logFile: string) {
    this.entry = entry;
    this.env = env;
    this.url = `http://127.0.0.1:${port}`;
    this.logFile = logFile;
  }

  async start() {
    this.child = spawn(process.execPath, [this.entry], {
      cwd: REPO_ROOT,
      // Metrics on a free port unless the test chose one: the defaults belong to the local run.
      env: { PATH: process.env.PATH ?? '', METRICS_PORT: '0', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    await waitForHttp(`${this.url}/readyz`, 30_000);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    await stopProcess(this.child, { signal });
  }

  log() {
    return readFileSync(this.logFile, 'utf8');
  }
}
