/**
 * A NATS server of a test's own, with JetStream on disk that fsyncs every write (what durability
 * claims need), alone or as a node of a cluster, which the test can kill mid-run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, waitForHttp } from '../dev/infra.ts';
import { stopProcess } from '../dev/process.ts';

export class NatsServer {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly conf: string;
  private readonly monitorPort: number;
  private readonly logFile: string;

  /**
   * `cluster`, for a node of a cluster: its name, its route port and the other nodes' route
   * URLs. Each node keeps its files in a folder of its own under `dir`.
   */
  constructor(
    dir: string,
    port: number,
    monitorPort: number,
    cluster?: { serverName: string; routePort: number; routes: string[] },
  ) {
    this.url = `nats://127.0.0.1:${port}`;
    this.monitorPort = monitorPort;
    const own = cluster ? join(dir, cluster.serverName) : dir;
    mkdirSync(own, { recursive: true });
    this.conf = join(own, 'nats.conf');
    this.logFile = join(own, 'nats.log');
    writeFileSync(
      this.conf,
      [
        `listen: "127.0.0.1:${port}"`,
        `http: "127.0.0.1:${monitorPort}"`,
        `jetstream { store_dir: "${join(own, 'js')}", sync_interval: always }`,
        ...(cluster
          ? [
              `server_name: ${cluster.serverName}`,
              `cluster { name: rawi, listen: "127.0.0.1:${cluster.routePort}", routes: [${cluster.routes.map((r) => `"${r}"`).join(', ')}] }`,
            ]
          : []),
        '',
      ].join('\n'),
    );
  }

  async start() {
    this.child = spawn(join(REPO_ROOT, '.tools/bin/nats-server'), ['-c', this.conf], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    await waitForHttp(`http://127.0.0.1:${this.monitorPort}/healthz?js-enabled-only=true`, 30_000);
  }

  async kill() {
    await stopProcess(this.child, { signal: 'SIGKILL' });
  }
}
