/**
 * Benchmark of project saves (PUT /api/projects/:id) on demo-sized data, with the outbox relay
 * publishing to NATS as in the service.
 *
 *   npm run bench:save -w @rawi/projects       # starts its own FerretDB and NATS (kit startInfra)
 *   MONGO_URL=mongodb://host:27017/x NATS_URL=nats://host:4222 npm run bench:save -w @rawi/projects
 *
 * The data: the demo projects of both languages (the local run's seed) plus BENCH_EXTRA_PROJECTS
 * more, each with BENCH_VERSIONS stored versions, and as many content-section versions beside
 * them in the shared history (a demo that has been edited for a while). Then it measures
 * BENCH_SAVES sequential saves and BENCH_ROUNDS rounds of 10 saves at once (each of another
 * project), each with If-Match as the admin panel sends it, timed from request to whole reply,
 * and prints p50/p95 per row.
 */
import {
  connectEvents,
  connectMongo,
  createLogger,
  createTokenVerifier,
  listen,
  OutboxRelay,
  outboxCollection,
  runMigrations,
  VersionModel,
} from '@rawi/kit';
import { generateJwtKeys, mintToken } from '@rawi/kit/testing';
import { HISTORY_VERSIONS, schemas, type Project, type ProjectInput } from '@rawi/proto';
import { createApp } from '../src/app.ts';
import { openBenchStores } from './bench-stores.ts';
import { projectEvents } from '../src/events/project-events.ts';
import { projectsMigrations } from '../src/migrations/index.ts';
import { ProjectModel } from '../src/models/project.ts';
import { presentProject } from '../src/presenters/project.ts';
import { seedDemoProjects } from '../src/seed/index.ts';

const EXTRA_PROJECTS = Number(process.env.BENCH_EXTRA_PROJECTS ?? 20);
const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 20);
const SAVES = Number(process.env.BENCH_SAVES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const PARALLEL = 10;
const logger = createLogger('bench', 'warn');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summary(times: number[], statuses: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const byStatus = statuses.reduce<Record<number, number>>(
    (all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }),
    {},
  );
  return {
    saves: times.length,
    statuses: Object.entries(byStatus)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'max ms': sorted.at(-1)!.toFixed(1),
  };
}

/** Stores `VERSIONS` versions of an item as earlier saves would have, oldest first. */
async function storeVersions(item: string, data: object) {
  const start = Date.now() - VERSIONS * 60_000;
  await VersionModel.insertMany(
    Array.from({ length: VERSIONS }, (_, k) => ({
      item,
      data,
      author: { id: '00000000000000000000000a', username: 'faisal' },
      reason: 'save',
      savedAt: new Date(start + k * 60_000),
    })),
  );
}

async function prepare() {
  await ProjectModel.init();
  await seedDemoProjects(logger);
  const [template] = await ProjectModel.find().limit(1).lean();
  const extra = Array.from({ length: EXTRA_PROJECTS }, (_, i) => ({
    ...schemas.project.validateSync(presentProject(template!), { stripUnknown: true }),
    title: `Bench project ${i}`,
    slug: `bench-project-${i}`,
    translationKey: `bench-project-${i}`,
    language: i % 2 ? 'ar' : 'en',
  }));
  if (extra.length) await ProjectModel.insertMany(extra);
  const projects = await ProjectModel.find().lean();
  for (const project of projects) {
    const presented = presentProject(project);
    await storeVersions(`project:${presented.id}`, presented);
  }
  // Content sections share the history collection.
  for (const section of ['hero', 'about', 'services', 'team', 'contact', 'footer']) {
    for (const language of ['en', 'ar']) {
      await storeVersions(`content:${section}:${language}`, { title: `${section} ${language}`, items: [] });
    }
  }
  // As the service's start-up does: the stored histories get their head records.
  await runMigrations(projectsMigrations(HISTORY_VERSIONS, logger), logger);
  return projects.map(presentProject);
}

async function main() {
  const { mongoUrl, natsUrl, close } = await openBenchStores({ events: true });
  const keys = generateJwtKeys();
  const token = mintToken(
    { sub: '00000000000000000000000a', username: 'faisal', role: 'admin' },
    { privateKey: keys.privateKey },
  );
  let events: Awaited<ReturnType<typeof connectEvents>> | undefined;
  let relay: OutboxRelay | undefined;
  try {
    await connectMongo(mongoUrl, logger, 10);
    events = await connectEvents(natsUrl, logger, 'bench-save');
    const projects = await prepare();
    const versions = await VersionModel.estimatedDocumentCount();
    console.log(`${projects.length} projects, ${versions} stored versions in ${mongoUrl}`);

    relay = new OutboxRelay({ events, sources: [projectEvents, outboxCollection], logger });
    relay.start();
    const app = createApp({ logger, verifyToken: createTokenVerifier(keys.publicKey), relay });
    const server = await listen(app, { port: 0, host: '127.0.0.1', drainMs: 1000 });
    const base = `http://127.0.0.1:${server.port}/api/projects`;
    let edit = 0;
    // Each save sends the revision it started from, as the admin panel does.
    const revisions = new Map(projects.map((p) => [p.id, p.revision]));
    const save = async (project: Project) => {
      edit += 1;
      const body: ProjectInput = {
        ...schemas.project.validateSync(project, { stripUnknown: true }),
        briefDescription: `${project.briefDescription.split(' · ')[0]} · edit ${edit}`,
      };
      const started = performance.now();
      const res = await fetch(`${base}/${project.id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'if-match': `"${revisions.get(project.id)}"`,
        },
        body: JSON.stringify(body),
      });
      const reply = (await res.json()) as Partial<Project>;
      const ms = performance.now() - started;
      if (res.status === 200) revisions.set(project.id, reply.revision ?? 0);
      return { ms, status: res.status };
    };
    try {
      // Warm-up: the first save of each kind loads code paths and connections.
      for (const project of projects.slice(0, 3)) await save(project);
      const rows: Record<string, ReturnType<typeof summary>> = {};

      const sequential = [];
      for (let i = 0; i < SAVES; i += 1) sequential.push(await save(projects[i % projects.length]!));
      rows['sequential saves'] = summary(
        sequential.map((r) => r.ms),
        sequential.map((r) => r.status),
      );

      const parallel = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const chosen = Array.from(
          { length: PARALLEL },
          (_, k) => projects[(round * PARALLEL + k) % projects.length]!,
        );
        parallel.push(...(await Promise.all(chosen.map(save))));
      }
      rows[`${PARALLEL} saves at once (other projects)`] = summary(
        parallel.map((r) => r.ms),
        parallel.map((r) => r.status),
      );

      console.log(
        `\nproject saves, ${projects.length} projects with ${VERSIONS} versions each; whole reply timed`,
      );
      console.table(rows);
    } finally {
      await server.close();
    }
  } finally {
    await relay?.stop();
    await events?.close();
    await close();
  }
}

await main();
