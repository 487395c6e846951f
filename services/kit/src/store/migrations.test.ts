/** Data migrations: each runs once per database, in order, and only once it succeeded is it recorded. */
import { describe, expect, it } from 'vitest';
import { MigrationRecordModel, runMigrations, type Migration } from './migrations.ts';
import { useTestDependencies, testLogger } from '../testing/index.ts';

useTestDependencies('kit_migrations', {
  beforeEach: () => MigrationRecordModel.deleteMany({}),
});

/** A migration that notes each run in `runs`. */
const noting = (runs: string[], version: number, name: string, fail = false): Migration => ({
  version,
  name,
  run: async () => {
    runs.push(name);
    if (fail) throw new Error(`${name} failed`);
    return { changed: 1 };
  },
});

describe('data migrations', () => {
  it('runs each migration once, in order; a later start-up runs only the one added since', async () => {
    const runs: string[] = [];
    const first = [noting(runs, 1, 'slugs'), noting(runs, 2, 'keys')];
    expect(await runMigrations(first, testLogger)).toEqual([1, 2]);
    expect(await runMigrations(first, testLogger)).toEqual([]);
    expect(await runMigrations([...first, noting(runs, 3, 'heads')], testLogger)).toEqual([3]);
    expect(runs).toEqual(['slugs', 'keys', 'heads']);
    const recorded = await MigrationRecordModel.find().sort({ _id: 1 }).lean();
    expect(recorded.map(({ _id, name }) => [_id, name])).toEqual([
      [1, 'slugs'],
      [2, 'keys'],
      [3, 'heads'],
    ]);
  });

  it('records no failed migration and stops there: the next start-up tries it again', async () => {
    const runs: string[] = [];
    await expect(
      runMigrations(
        [noting(runs, 1, 'slugs'), noting(runs, 2, 'keys', true), noting(runs, 3, 'heads')],
        testLogger,
      ),
    ).rejects.toThrow('keys failed');
    expect(runs).toEqual(['slugs', 'keys']);
    expect(
      await runMigrations(
        [noting(runs, 1, 'slugs'), noting(runs, 2, 'keys'), noting(runs, 3, 'heads')],
        testLogger,
      ),
    ).toEqual([2, 3]);
    expect(runs).toEqual(['slugs', 'keys', 'keys', 'heads']);
  });

  it('refuses a list whose versions do not rise, before running anything', async () => {
    const runs: string[] = [];
    await expect(
      runMigrations([noting(runs, 2, 'keys'), noting(runs, 1, 'slugs')], testLogger),
    ).rejects.toThrow('Migration versions must be whole numbers that only rise: 1 after 2');
    await expect(
      runMigrations([noting(runs, 1, 'slugs'), noting(runs, 1, 'again')], testLogger),
    ).rejects.toThrow('Migration versions must be whole numbers that only rise: 1 after 1');
    expect(runs).toEqual([]);
  });
});
