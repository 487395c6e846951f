/**
 * Where a benchmark keeps its data: a fresh database on MONGO_URL's server (and NATS_URL's
 * NATS, when the benchmark needs events), or FerretDB and NATS started here (kit startInfra) in a
 * temporary folder. close() drops the benchmark's database and stops what it started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startInfra, type Infra } from '@rawi/kit/testing';

export interface BenchStores {
  mongoUrl: string;
  /** NATS_URL, or the started NATS; undefined when MONGO_URL was given without events needed. */
  natsUrl: string | undefined;
  close(): Promise<void>;
}

export async function openBenchStores(options: { events: true }): Promise<BenchStores & { natsUrl: string }>;
export async function openBenchStores(options?: { events?: boolean }): Promise<BenchStores>;
export async function openBenchStores({ events = false } = {}): Promise<BenchStores> {
  let infra: Infra | undefined;
  let dataDir: string | undefined;
  let mongoUrl: string;
  let natsUrl: string | undefined;
  if (process.env.MONGO_URL && (!events || process.env.NATS_URL)) {
    const url = new URL(process.env.MONGO_URL);
    url.pathname = `/rawi_bench_${Date.now()}`;
    mongoUrl = url.toString();
    natsUrl = process.env.NATS_URL;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'rawi-bench-'));
    console.log('starting FerretDB, MinIO and NATS (kit startInfra)...');
    infra = await startInfra({ dataDir });
    mongoUrl = `${infra.mongoBaseUrl}/rawi_bench`;
    natsUrl = infra.natsUrl;
  }
  return {
    mongoUrl,
    natsUrl,
    async close() {
      if (mongoose.connection.readyState === 1) {
        await mongoose.connection.dropDatabase();
        await mongoose.disconnect();
      }
      await infra?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
