import { startMetricsServer } from '@rawi/kit/metrics';
import { loadConfig } from './config.ts';
import { createWebApp } from './app.ts';

export { createWebApp } from './app.ts';

function start(): void {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const app = createWebApp({
    distDir: config.distDir,
    publicUrl: config.publicUrl,
    apiUrl: config.apiUrl,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const logger = {
    info: (fields: object, msg: string) =>
      process.stdout.write(`${JSON.stringify({ level: 'info', msg, ...fields })}\n`),
    error: (fields: object, msg: string) =>
      process.stdout.write(`${JSON.stringify({ level: 'error', msg, ...fields })}\n`),
  };
  void startMetricsServer(config.metricsPort, '0.0.0.0', logger, 'web');
  const server = app.listen(config.port, () => {
    process.stdout.write(
      `${JSON.stringify({ level: 'info', msg: 'web server listening', port: config.port, distDir: config.distDir })}\n`,
    );
  });
  const stop = (signal: string) => {
    process.stdout.write(`${JSON.stringify({ level: 'info', msg: 'web server stopping', signal })}\n`);
    server.close(() => process.exit(0));
    // Keep-alive connections can hold close() open; do not outlive the orchestrator's grace period.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

if (import.meta.main) start();
