/**
 * Benchmark of the public projects list with 10,000 projects.
 *
 *   npm run bench -w @rawi/projects           # starts its own FerretDB (kit startInfra)
 *   MONGO_URL=mongodb://host:27017/x npm run bench -w @rawi/projects   # uses that server, scratch db
 *
 * Inserts the projects into a scratch database (dropped at the end), serves the real app on a
 * free port and measures whole responses (headers and body read). Lists are served from the
 * per-replica cache (queries/catalogue-cache.ts); the "first read after a write" rows bump the
 * catalogue version before each request, so they measure the database read and the rebuild.
 * BENCH_PROJECTS, BENCH_REQUESTS and BENCH_COLD_REQUESTS change the sizes.
 */
import { connectMongo, createLogger, createTokenVerifier, listen } from '@rawi/kit';
import { generateJwtKeys } from '@rawi/kit/testing';
import { LANGUAGES, PROJECT_STATUSES, type ProjectInput } from '@rawi/proto';
import { createApp } from '../src/app.ts';
import { openBenchStores } from './bench-stores.ts';
import { ProjectModel } from '../src/models/project.ts';
import { bumpCatalogueVersion } from '../src/models/catalogue-version.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
/** Reads right after a write rebuild the list from the database: seconds each on FerretDB, so fewer. */
const COLD_REQUESTS = Number(process.env.BENCH_COLD_REQUESTS ?? 8);
const CLIENTS = 4;
const WARM_UP = 3;
const logger = createLogger('bench', 'warn');

function benchProject(i: number): ProjectInput {
  const language = LANGUAGES[i % LANGUAGES.length]!;
  // 80% active, 10% draft, 10% archived.
  const status =
    i % 10 === 8 ? PROJECT_STATUSES[1] : i % 10 === 9 ? PROJECT_STATUSES[2] : PROJECT_STATUSES[0];
  return {
    title: `${language === 'ar' ? 'مشروع' : 'Project'} ${String(i).padStart(5, '0')}`,
    slug: `bench-project-${i}`,
    language,
    description: 'An on-premises Arabic language model deployment for a regulated institution. '.repeat(8),
    briefDescription: 'Private Arabic AI deployed inside the client network.',
    features: ['Runs air-gapped', 'Arabic and English', 'Audit logs', 'Role-based access'],
    advantages: ['Data stays inside', 'Predictable cost', 'Meets regulation'],
    useCases: ['Contact centre', 'Document review', 'Search'],
    youtubeUrl: i % 3 === 0 ? 'https://youtu.be/R4tYu8IoP1s' : undefined,
    imageUrl: i % 2 === 0 ? '/images/default-hero-background.svg' : undefined,
    category: ['Language Models', 'Speech & Voice', 'Document Intelligence'][i % 3]!,
    status,
    sortOrder: i % 100,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface MeasureOptions {
  headers?: Record<string, string>;
  requests?: number;
  /** Runs untimed before each request (a write, for the after-a-write rows). */
  before?: () => Promise<void>;
  /** Clients sending at the same time. */
  clients?: number;
}

async function measure(
  url: string,
  { headers = {}, requests = REQUESTS, before, clients = 1 }: MeasureOptions = {},
) {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  let items = 0;
  for (let i = 0; i < WARM_UP; i += 1) await (await fetch(url, { headers })).text();
  const startedAll = performance.now();
  let next = 0;
  const client = async () => {
    while (next < requests) {
      next += 1;
      await before?.();
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.text();
      times.push(performance.now() - started);
      bytes = Buffer.byteLength(body);
      status = res.status;
      const parsed = status === 200 ? (JSON.parse(body) as unknown) : undefined;
      items = Array.isArray(parsed) ? parsed.length : parsed ? 1 : 0;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - startedAll) / 1000;
  times.sort((a, b) => a - b);
  return {
    status,
    items,
    kb: Math.round(bytes / 1024),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requests: times.length,
    perSecond: before ? undefined : times.length / seconds,
  };
}

async function main() {
  const { mongoUrl, close } = await openBenchStores();
  try {
    await connectMongo(mongoUrl, logger, 10);
    await ProjectModel.init();
    const inserting = performance.now();
    for (let start = 0; start < PROJECTS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, PROJECTS - start) }, (_, k) =>
        benchProject(start + k),
      );
      await ProjectModel.insertMany(batch, { ordered: false });
    }
    const count = await ProjectModel.countDocuments();
    console.log(
      `inserted ${count} projects in ${Math.round(performance.now() - inserting)} ms into ${mongoUrl}`,
    );

    const app = createApp({ logger, verifyToken: createTokenVerifier(generateJwtKeys().publicKey) });
    const server = await listen(app, { port: 0, host: '127.0.0.1', drainMs: 1000 });
    const base = `http://127.0.0.1:${server.port}/api/projects`;
    try {
      const rows: Array<[string, Awaited<ReturnType<typeof measure>>]> = [];
      const afterWrite = { requests: COLD_REQUESTS, before: bumpCatalogueVersion };
      rows.push(['public list, all languages', await measure(base)]);
      rows.push(['public list, ?language=en', await measure(`${base}?language=en`)]);
      rows.push(['public list, ?language=ar', await measure(`${base}?language=ar`)]);
      rows.push([
        `public list, ?language=en, ${CLIENTS} clients at once`,
        await measure(`${base}?language=en`, { clients: CLIENTS }),
      ]);
      const etag = (await fetch(`${base}?language=en`)).headers.get('etag') ?? '';
      rows.push([
        '?language=en revalidated (If-None-Match → 304)',
        await measure(`${base}?language=en`, { headers: { 'if-none-match': etag } }),
      ]);
      rows.push([
        'detail by slug (list cached)',
        await measure(`${base}/slug/bench-project-4242?language=en`),
      ]);
      rows.push(['public list, all languages, first read after a write', await measure(base, afterWrite)]);
      rows.push([
        'public list, ?language=en, first read after a write',
        await measure(`${base}?language=en`, afterWrite),
      ]);
      rows.push([
        'detail by slug, first read after a write',
        await measure(`${base}/slug/bench-project-4242?language=en`, afterWrite),
      ]);

      console.log(
        `\n${PROJECTS} projects; each row: ${WARM_UP} warm-up requests, then the timed ones (whole body read)`,
      );
      console.table(
        Object.fromEntries(
          rows.map(([label, r]) => [
            label,
            {
              status: r.status,
              items: r.items,
              'body KB': r.kb,
              'p50 ms': r.p50.toFixed(1),
              'p95 ms': r.p95.toFixed(1),
              requests: r.requests,
              'req/s': r.perSecond?.toFixed(1) ?? '-',
            },
          ]),
        ),
      );
    } finally {
      await server.close();
    }
  } finally {
    await close();
  }
}

await main();
