/**
 * Benchmark of 'Recently deleted' (GET /api/projects/deleted and its restore) with 10, 1,000 and
 * 10,000 deleted projects.
 *
 *   npm run bench:deleted -w @rawi/projects    # starts its own FerretDB (kit startInfra)
 *   MONGO_URL=mongodb://host:27017/x npm run bench:deleted -w @rawi/projects
 *
 * For each size, stores that many deleted projects at once (kit testing storeDeletedItems, as
 * that many deletions would leave them) beside the demo projects, then times whole replies of
 * the list, of restores of listed projects, and of deletions of live ones.
 * BENCH_SIZES (comma-separated) and BENCH_REQUESTS change the sizes.
 */
import mongoose from 'mongoose';
import { connectMongo, createLogger, createTokenVerifier, listen, removeAllHistory } from '@rawi/kit';
import { generateJwtKeys, mintToken, storeDeletedItems } from '@rawi/kit/testing';
import type { DeletedProject } from '@rawi/proto';
import { createApp } from '../src/app.ts';
import { openBenchStores } from './bench-stores.ts';
import { deletedSummary } from '../src/history/project-history.ts';
import { ProjectModel } from '../src/models/project.ts';
import { presentProject } from '../src/presenters/project.ts';
import { demoProjects } from '../src/seed/index.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10,1000,10000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const WRITES = 5;
const logger = createLogger('bench', 'warn');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(times: number[], call: () => Promise<Response>, expected: number) {
  const started = performance.now();
  const res = await call();
  await res.arrayBuffer();
  times.push(performance.now() - started);
  if (res.status !== expected) throw new Error(`expected ${expected}, got ${res.status}`);
}

const row = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function main() {
  const { mongoUrl, close } = await openBenchStores();
  const keys = generateJwtKeys();
  const headers = {
    authorization: `Bearer ${mintToken({ sub: '00000000000000000000000a', username: 'faisal', role: 'admin' }, { privateKey: keys.privateKey })}`,
  };
  try {
    await connectMongo(mongoUrl, logger, 10);
    await ProjectModel.init();
    const app = createApp({ logger, verifyToken: createTokenVerifier(keys.publicKey) });
    const server = await listen(app, { port: 0, host: '127.0.0.1', drainMs: 1000 });
    const base = `http://127.0.0.1:${server.port}/api/projects`;
    const rows: Record<string, Record<string, string>> = {};
    try {
      for (const size of SIZES) {
        await ProjectModel.deleteMany({});
        await removeAllHistory();
        await ProjectModel.insertMany(demoProjects);
        const [template] = await ProjectModel.find().limit(1).lean();
        const data = presentProject(template!);
        const now = Date.now();
        await storeDeletedItems(
          Array.from({ length: size }, (_, i) => {
            const id = new mongoose.Types.ObjectId().toHexString();
            const at = new Date(now - (size - i) * 1000);
            return {
              item: `project:${id}`,
              data: { ...data, id, title: `Deleted ${i}`, slug: `deleted-${i}` },
              author: { id: '00000000000000000000000a', username: 'faisal' },
              deletedAt: at,
            };
          }),
          deletedSummary,
        );

        const list: number[] = [];
        let listed: DeletedProject[] = [];
        for (let i = 0; i < REQUESTS; i += 1) {
          await timed(list, () => fetch(`${base}/deleted`, { headers }), 200);
        }
        listed = (await (await fetch(`${base}/deleted`, { headers })).json()) as DeletedProject[];
        const restore: number[] = [];
        for (const deleted of listed.slice(0, WRITES)) {
          await timed(
            restore,
            () => fetch(`${base}/deleted/${deleted.id}/restore`, { method: 'POST', headers }),
            201,
          );
        }
        const remove: number[] = [];
        for (const deleted of listed.slice(0, WRITES)) {
          await timed(remove, () => fetch(`${base}/${deleted.id}`, { method: 'DELETE', headers }), 204);
        }
        const read: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) {
          await timed(read, () => fetch(`${base}?language=en`, { headers }), 200);
        }
        rows[`${size} deleted`] = {
          listed: String(listed.length),
          'GET /deleted': row(list),
          restore: row(restore),
          delete: row(remove),
          'admin list (after writes)': row(read),
        };
      }
    } finally {
      await server.close();
    }
    console.log(`\n'Recently deleted' by number of deleted projects; whole replies timed`);
    console.table(rows);
  } finally {
    await close();
  }
}

await main();
