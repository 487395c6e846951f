/**
 * Proves that every read path of the projects service is served by an index.
 *
 * What can be proved depends on the server behind MONGO_URL:
 * - Always: the indexes the service really created (listIndexes from the server) include, for
 *   each query shape the routes build, one whose keys are the query's equality fields followed
 *   by its sort keys, so MongoDB can answer it with an index scan and no in-memory sort.
 * - On MongoDB: the planner's own explain shows IXSCAN on that index, and no COLLSCAN or SORT.
 * - On FerretDB v1 with the SQLite handler (the local run and these tests): its explain reports
 *   `filterPushdown: false` and a table SCAN for these queries. FerretDB v1 pushes only `_id`
 *   equality down to SQLite; other filters and sorts run in FerretDB itself after reading the
 *   table, whatever indexes exist (its SQLite indexes serve the unique constraints). The test
 *   records that, so this statement fails loudly if FerretDB starts pushing these queries down.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestDependencies } from '@rawi/kit/testing';
import { LANGUAGES, type Language } from '@rawi/proto';
import { ProjectModel } from '../models/project.ts';
import { buildProject, insertProjects } from '../test/support.ts';
import { listQuery, slugQuery, type Audience, type ProjectQuery } from './list-projects.ts';

interface IndexInfo {
  name: string;
  key: Record<string, number>;
  unique?: boolean;
}

let deps: Awaited<ReturnType<typeof connectTestDependencies>>;
let indexes: IndexInfo[];
let ferretdb: boolean;

beforeAll(async () => {
  deps = await connectTestDependencies('projects_indexes');
  await ProjectModel.init();
  const projects = Array.from({ length: 60 }, (_, i) =>
    buildProject({
      slug: `p-${i}`,
      language: LANGUAGES[i % 2],
      status: (['active', 'active', 'draft', 'archived'] as const)[i % 4],
      sortOrder: i % 7,
    }),
  );
  await insertProjects(...projects);
  indexes = (await ProjectModel.listIndexes()) as IndexInfo[];
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  ferretdb = typeof info.ferretdbVersion === 'string';
});
afterAll(() => deps.close());

const audiences: Audience[] = ['visitor', 'admin'];
const languages: Array<Language | undefined> = [undefined, 'en', 'ar'];
const listShapes = audiences.flatMap((audience) =>
  languages.map((language) => ({
    label: `${audience} list, language ${language ?? 'any'}`,
    query: listQuery(audience, language),
  })),
);
const slugShapes = audiences.map((audience) => ({
  label: `${audience} detail by slug`,
  query: slugQuery(audience, 'p-1', 'ar'),
}));

/** The index whose leading keys are exactly the equality fields, followed by the sort keys in order. */
function esrIndex({ filter, sort }: ProjectQuery): IndexInfo | undefined {
  const equality = Object.keys(filter).sort();
  const sortKeys = Object.entries(sort);
  return indexes.find((index) => {
    const keys = Object.entries(index.key);
    const lead = keys
      .slice(0, equality.length)
      .map(([k]) => k)
      .sort();
    const next = keys.slice(equality.length, equality.length + sortKeys.length);
    return (
      JSON.stringify(lead) === JSON.stringify(equality) &&
      next.length === sortKeys.length &&
      sortKeys.every(([field, direction], i) => next[i]?.[0] === field && next[i]?.[1] === direction)
    );
  });
}

/** Every `stage` in an explain plan, whatever its nesting (classic and SBE plans). */
function stagesOf(plan: unknown, into: Array<{ stage: string; indexName?: string }> = []) {
  if (Array.isArray(plan)) plan.forEach((p) => stagesOf(p, into));
  else if (plan && typeof plan === 'object') {
    const node = plan as { stage?: unknown; indexName?: unknown };
    if (typeof node.stage === 'string') {
      into.push({
        stage: node.stage,
        ...(typeof node.indexName === 'string' ? { indexName: node.indexName } : {}),
      });
    }
    for (const value of Object.values(plan)) stagesOf(value, into);
  }
  return into;
}

async function explain({ filter, sort }: ProjectQuery): Promise<Record<string, unknown>> {
  return (await ProjectModel.find(filter).sort(sort).explain('queryPlanner')) as unknown as Record<
    string,
    unknown
  >;
}

describe('indexes for the projects read paths', () => {
  it('creates the declared indexes on the server, {language, slug} unique', () => {
    const byKeys = Object.fromEntries(indexes.map((i) => [JSON.stringify(i.key), i]));
    for (const key of [
      { status: 1, language: 1, sortOrder: 1, title: 1 },
      { status: 1, sortOrder: 1, title: 1 },
      { language: 1, sortOrder: 1, title: 1 },
      { sortOrder: 1, title: 1 },
    ]) {
      expect(byKeys[JSON.stringify(key)], JSON.stringify(key)).toBeDefined();
    }
    expect(byKeys[JSON.stringify({ language: 1, slug: 1 })]?.unique).toBe(true);
  });

  it.each(listShapes)('$label: an index has its equality fields then sortOrder, title', ({ query }) => {
    expect(esrIndex(query), JSON.stringify(query)).toBeDefined();
  });

  it.each(slugShapes)(
    '$label: a unique index is made only of its equality fields (at most one document read)',
    ({ query }) => {
      const unique = indexes.filter((i) => i.unique && i.name !== '_id_');
      expect(unique.some((i) => Object.keys(i.key).every((k) => k in query.filter))).toBe(true);
    },
  );

  it.for([...listShapes, ...slugShapes])(
    '$label: on MongoDB the winning plan is an index scan without an in-memory sort',
    async ({ query }, ctx) => {
      if (ferretdb) ctx.skip();
      const stages = stagesOf((await explain(query)).queryPlanner);
      expect(stages.some((s) => s.stage === 'IXSCAN')).toBe(true);
      expect(stages.map((s) => s.stage)).not.toContain('COLLSCAN');
      expect(stages.map((s) => s.stage)).not.toContain('SORT');
    },
  );

  it('on FerretDB v1 (SQLite) explain shows the table scan its handler does for non-_id filters', async (ctx) => {
    if (!ferretdb) ctx.skip();
    for (const { query } of listShapes) {
      const result = (await explain(query)) as {
        filterPushdown?: boolean;
        sortPushdown?: boolean;
        queryPlanner?: { Plan?: string[] };
      };
      expect(result.sortPushdown).toBe(false);
      if (Object.keys(query.filter).length) expect(result.filterPushdown).toBe(false);
      expect(result.queryPlanner?.Plan?.join('\n')).toMatch(/SCAN projects_/);
    }
  });
});
