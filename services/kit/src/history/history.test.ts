/**
 * The history's storage: head records built by a migration from versions stored before they existed,
 * the count kept per item, and deletions listed until restored.
 */
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { History, historySettled, VersionHeadModel, VersionModel } from './history.ts';
import { runMigrations } from '../store/migrations.ts';
import { useTestDependencies, testLogger } from '../testing/index.ts';

useTestDependencies('kit_history');

const noura = { id: '00000000000000000000000b', username: 'noura' };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const summarise = (data: object) => ({ title: (data as { title: string }).title });

describe('history', () => {
  it('builds head records from versions stored before them, once: order, count kept and deletions', async () => {
    const old = (item: string, title: string, reason: string, ago: number) => ({
      item,
      data: { title },
      author: noura,
      reason,
      savedAt: minutesAgo(ago),
    });
    await VersionModel.insertMany([
      old('project:aaa', 'A2', 'save', 20),
      old('project:aaa', 'A1', 'save', 30),
      old('project:aaa', 'A4', 'save', 5),
      old('project:aaa', 'A3', 'save', 10),
      old('project:bbb', 'B1', 'save', 40),
      old('project:bbb', 'B gone', 'delete', 8),
      old('project:ccc', 'C gone', 'delete', 3),
      old('content:hero:en', 'Hero', 'save', 50),
    ]);
    const history = new History({ keep: 3, summarise });
    const migration = history.headsMigration(1);
    expect(await runMigrations([migration], testLogger)).toEqual([1]);
    expect((await history.list<{ title: string }>('project:aaa')).map((v) => v.data.title)).toEqual([
      'A4',
      'A3',
      'A2',
    ]);
    expect(await VersionModel.countDocuments({ item: 'project:aaa' })).toBe(3);
    const deleted = await history.deleted('project:', 60 * 60_000, 10);
    expect(deleted.map((d) => [d.item, d.summary, d.author])).toEqual([
      ['project:ccc', { title: 'C gone' }, noura],
      ['project:bbb', { title: 'B gone' }, noura],
    ]);
    expect((await history.deletion<{ title: string }>('project:bbb', 60 * 60_000))?.data.title).toBe(
      'B gone',
    );
    expect(await history.deleted('project:', 5 * 60_000, 10)).toEqual([
      expect.objectContaining({ item: 'project:ccc' }),
    ]);
    // Recorded: a later start-up leaves it; run again (a second replica), it finds nothing to build.
    expect(await runMigrations([migration], testLogger)).toEqual([]);
    expect(await migration.run()).toBe(0);
  });

  it('keeps the configured count, dropping the oldest, and keeps the head in step with the versions', async () => {
    const history = new History({ keep: 2 });
    for (const title of ['one', 'two', 'three', 'four']) {
      await history.record('content:about:ar', { title }, noura, 'save');
    }
    await historySettled();
    expect((await history.list<{ title: string }>('content:about:ar')).map((v) => v.data.title)).toEqual([
      'four',
      'three',
    ]);
    expect(await VersionModel.countDocuments({ item: 'content:about:ar' })).toBe(2);
    expect(await VersionHeadModel.findById('content:about:ar').lean()).toMatchObject({ count: 2 });
    expect((await history.latest<{ title: string }>('content:about:ar'))?.data.title).toBe('four');
  });

  it('deletes trimmed versions once saves pause, not during them', async () => {
    const history = new History({ keep: 1 });
    const item = 'content:team:en';
    await history.record(item, { title: 'a' }, null, 'save');
    await history.record(item, { title: 'b' }, null, 'save');
    const [b] = await history.list<{ title: string }>(item);
    await history.record(item, { title: 'c' }, null, 'save');
    // Unreachable at once (the head lists the newest only), deleted when the saves stop.
    expect((await history.list<{ title: string }>(item)).map((v) => v.data.title)).toEqual(['c']);
    expect(await VersionModel.exists({ _id: b!.id })).toBeTruthy();
    await expect.poll(() => VersionModel.countDocuments({ item }), { timeout: 5000 }).toBe(1);
  });

  it('lists a deletion until the next version of the item, and never another item’s version', async () => {
    const history = new History({ keep: 5, summarise });
    const item = `project:${new mongoose.Types.ObjectId().toHexString()}`;
    await history.record(item, { title: 'Kept' }, noura, 'save');
    await history.record(item, { title: 'Kept' }, noura, 'delete');
    const [first] = await history.deleted('project:', 60_000, 1);
    expect(first).toMatchObject({ item, summary: { title: 'Kept' }, author: noura });
    await history.record(item, { title: 'Kept' }, null, 'restore');
    expect((await history.deleted('project:', 60_000, 10)).map((d) => d.item)).not.toContain(item);
    expect(await history.deletion(item, 60_000)).toBeUndefined();
    await expect(history.get('project:aaa', first!.versionId)).rejects.toMatchObject({ status: 404 });
    expect((await history.get(item, first!.versionId)).reason).toBe('delete');
  });
});
