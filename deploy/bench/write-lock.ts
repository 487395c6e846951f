/**
 * `make bench` (last part): what the per-document write lock costs admin writes on FerretDB. The
 * projects service runs in this process on its own FerretDB and NATS (kit startInfra, a temporary
 * folder), with its event relay; clients save projects (PUT, the editor's full replacement) as fast
 * as the service answers, alternating rounds with the lock on and off. Off is what the product did
 * before, and is not safe: saves of one project then overwrite each other, which this run counts.
 *
 *   WRITE_CLIENTS (8), WRITE_ROUND_MS (5000), WRITE_ROUNDS (3)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import {
  connectEvents,
  connectMongo,
  createLogger,
  createTokenVerifier,
  listen,
  outboxCollection,
  OutboxRelay,
} from '../../services/kit/src/index.ts';
import {
  documentWritesSerialised,
  serialiseDocumentWrites,
} from '../../services/kit/src/store/document-lock.ts';
import { generateJwtKeys } from '../../services/kit/src/dev/keys.ts';
import { startInfra } from '../../services/kit/src/dev/infra.ts';
import { JWT_AUDIENCE, JWT_ISSUER, type Project } from '../../proto/src/index.ts';
import { createApp } from '../../services/projects/src/app.ts';
import { projectEvents } from '../../services/projects/src/events/project-events.ts';
import { ProjectModel } from '../../services/projects/src/models/project.ts';

const CLIENTS = Number(process.env.WRITE_CLIENTS ?? 8);
const ROUND_MS = Number(process.env.WRITE_ROUND_MS ?? 5000);
const ROUNDS = Number(process.env.WRITE_ROUNDS ?? 3);
const PROJECTS = 40;
const logger = createLogger('bench-writes', 'warn');

const body = (i: number, title: string) => ({
  title,
  slug: `lock-bench-${i}`,
  language: 'en',
  description: 'An on-premises Arabic language model deployment for a regulated institution.',
  briefDescription: 'Private Arabic AI.',
  features: ['Runs air-gapped'],
  advantages: ['Data stays inside'],
  useCases: ['Contact centre'],
  category: 'Language Models',
  status: 'active',
  sortOrder: i,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rawi-bench-writes-'));
  const infra = await startInfra({ dataDir });
  const keys = generateJwtKeys();
  const token = jwt.sign({ username: 'bench', role: 'admin' }, keys.privateKey, {
    algorithm: 'RS256',
    subject: '000000000000000000000001',
    audience: JWT_AUDIENCE,
    issuer: JWT_ISSUER,
    expiresIn: 3600,
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  try {
    await connectMongo(`${infra.mongoBaseUrl}/rawi_bench_writes`, logger, 10);
    if (!documentWritesSerialised()) throw new Error('expected FerretDB (its build info names it)');
    await ProjectModel.init();
    const events = await connectEvents(infra.natsUrl, logger, 'bench-writes');
    const relay = new OutboxRelay({ events, sources: [projectEvents, outboxCollection], logger });
    relay.start();
    const app = createApp({ logger, verifyToken: createTokenVerifier(keys.publicKey), relay });
    const server = await listen(app, { port: 0, host: '127.0.0.1', drainMs: 1000 });
    const base = `http://127.0.0.1:${server.port}/api/projects`;
    const ids: string[] = [];
    for (let i = 0; i < PROJECTS; i += 1) {
      const res = await fetch(base, {
        method: 'POST',
        headers,
        body: JSON.stringify(body(i, `Project ${i}`)),
      });
      ids.push(((await res.json()) as Project).id);
    }

    /** Saves per second of CLIENTS clients for one round; `shared` sends them all to one project. */
    const round = async (shared: boolean) => {
      let saves = 0;
      let failures = 0;
      const counted = new Map<string, number>();
      const deadline = performance.now() + ROUND_MS;
      const client = async (c: number) => {
        for (let n = 0; performance.now() < deadline; n += 1) {
          const index = shared ? 0 : (c + n * CLIENTS) % PROJECTS;
          const id = ids[index]!;
          const res = await fetch(`${base}/${id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify(body(index, `Save ${c}-${n}`)),
          });
          await res.arrayBuffer();
          if (res.status === 200) {
            saves += 1;
            counted.set(id, (counted.get(id) ?? 0) + 1);
          } else failures += 1;
        }
      };
      const before = new Map(
        (await ProjectModel.find({}, { revision: 1 }).lean()).map((p) => [String(p._id), p.revision ?? 0]),
      );
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
      const seconds = (performance.now() - started) / 1000;
      // A save answered 200 moves the revision on by one; fewer moves mean overwritten saves.
      let lost = 0;
      for (const [id, count] of counted) {
        const after = (await ProjectModel.findById(id, { revision: 1 }).lean())?.revision ?? 0;
        lost += count - (after - (before.get(id) ?? 0));
      }
      return { perSecond: saves / seconds, failures, lost };
    };

    const results: Record<string, Array<Awaited<ReturnType<typeof round>>>> = {};
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const lock of [false, true]) {
        for (const shared of [false, true]) {
          serialiseDocumentWrites(lock);
          const key = `${shared ? 'one project' : `${PROJECTS} projects`}, lock ${lock ? 'on' : 'off'}`;
          (results[key] ??= []).push(await round(shared));
        }
      }
    }
    serialiseDocumentWrites(true);
    console.log(
      `\nAdmin writes on FerretDB: ${CLIENTS} clients saving projects (PUT) for ${ROUND_MS} ms a round, ` +
        `${ROUNDS} rounds alternating, medians`,
    );
    const rows = Object.entries(results).map(([label, runs]) => ({
      label,
      'saves/s': median(runs.map((r) => r.perSecond)),
      'lost saves': runs.reduce((sum, r) => sum + r.lost, 0),
      'non-200': runs.reduce((sum, r) => sum + r.failures, 0),
    }));
    console.table(
      Object.fromEntries(
        rows.map(({ label, ...row }) => [label, { ...row, 'saves/s': row['saves/s'].toFixed(1) }]),
      ),
    );
    for (const target of [`${PROJECTS} projects`, 'one project']) {
      const on = rows.find((r) => r.label === `${target}, lock on`)?.['saves/s'] ?? 0;
      const off = rows.find((r) => r.label === `${target}, lock off`)?.['saves/s'] ?? 1;
      console.log(`${target}: lock on / off = ${(on / off).toFixed(2)} (must stay above 0.5)`);
    }
    await relay.stop();
    await server.close();
    await events.close();
  } finally {
    if (mongoose.connection.readyState === 1) await mongoose.disconnect();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
