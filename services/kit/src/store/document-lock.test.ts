import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { connectMongo, disconnectMongo } from './database.ts';
import {
  documentLocksInUse,
  documentWritesSerialised,
  serialiseDocumentWrites,
  withDocumentLock,
} from './document-lock.ts';
import { testDatabaseUrl, testLogger } from '../testing/index.ts';

interface CounterRecord {
  _id: string;
  count?: number;
  revision?: number;
  owner?: string;
}
const counterSchema = new mongoose.Schema<CounterRecord>(
  { _id: { type: String }, count: Number, revision: Number, owner: String },
  { versionKey: false },
);
const Counter = mongoose.model<CounterRecord>('LockCounter', counterSchema, 'lock_counters');

describe('writes to one document on the database the tests run on', () => {
  beforeAll(async () => {
    await connectMongo(testDatabaseUrl('document_lock'), testLogger, 5);
  });
  afterAll(async () => {
    await disconnectMongo();
  });
  afterEach(() => {
    expect(documentLocksInUse()).toBe(0);
  });

  it('serialises writes on FerretDB and not on MongoDB, from the build info read at connect time', async () => {
    const info = await mongoose.connection.db?.admin().command({ buildInfo: 1 });
    expect(documentWritesSerialised()).toBe(typeof info?.ferretdbVersion === 'string');
  });

  it('loses none of 200 concurrent $inc updates of one document', async () => {
    await Counter.create({ _id: 'hits', count: 0 });
    await Promise.all(
      Array.from({ length: 200 }, () => Counter.updateOne({ _id: 'hits' }, { $inc: { count: 1 } })),
    );
    expect((await Counter.findById('hits').lean())?.count).toBe(200);
  });

  it('lets exactly one of two conditional updates from the same revision win, 50 times over', async () => {
    await Counter.create({ _id: 'doc', revision: 0, owner: 'nobody' });
    for (let pair = 0; pair < 50; pair += 1) {
      const results = await Promise.all(
        ['a', 'b'].map((owner) =>
          Counter.findOneAndUpdate(
            { _id: 'doc', revision: pair },
            { $set: { owner: `${owner}${pair}` }, $inc: { revision: 1 } },
            { returnDocument: 'after' },
          ).lean<{ owner: string } | null>(),
        ),
      );
      const winners = results.filter((r) => r !== null);
      expect(winners).toHaveLength(1);
      const stored = await Counter.findById('doc').lean<{ owner: string; revision: number }>();
      expect(stored).toMatchObject({ owner: winners[0]?.owner, revision: pair + 1 });
    }
  });

  it('keeps a write by another filter apart from writes by _id of the same collection', async () => {
    await Counter.create({ _id: 'mixed', count: 0, owner: 'x' });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? Counter.updateMany({ owner: 'x' }, { $inc: { count: 1 } })
          : Counter.updateOne({ _id: 'mixed' }, { $inc: { count: 1 } }),
      ),
    );
    expect((await Counter.findById('mixed').lean())?.count).toBe(60);
  });

  it('releases the locks when a write fails', async () => {
    await Counter.create({ _id: 'dup', count: 0 });
    await expect(Counter.updateOne({ _id: 'dup' }, { $inc: { count: 'one' } })).rejects.toThrow();
    await expect(Counter.updateOne({ _id: 'dup' }, { $inc: { count: 1 } })).resolves.toMatchObject({
      modifiedCount: 1,
    });
  });
});

describe('withDocumentLock', () => {
  const was = documentWritesSerialised();
  afterEach(() => serialiseDocumentWrites(was));

  it('runs the steps on one key one after the other, and other keys alongside', async () => {
    serialiseDocumentWrites(true);
    const order: string[] = [];
    const step = (key: string, name: string, ms: number) =>
      withDocumentLock(key, async () => {
        order.push(`${name}:start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name}:end`);
      });
    await Promise.all([step('a', 'a1', 30), step('a', 'a2', 1), step('b', 'b1', 1)]);
    expect(order.indexOf('a2:start')).toBeGreaterThan(order.indexOf('a1:end'));
    expect(order.indexOf('b1:end')).toBeLessThan(order.indexOf('a1:end'));
    expect(documentLocksInUse()).toBe(0);
  });

  it('lets a nested call for a key the context holds run at once, and frees the key after a failure', async () => {
    serialiseDocumentWrites(true);
    const nested = await withDocumentLock('k', () => withDocumentLock('k', async () => 'inner'));
    expect(nested).toBe('inner');
    await expect(
      withDocumentLock('k', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(withDocumentLock('k', async () => 'after')).resolves.toBe('after');
    expect(documentLocksInUse()).toBe(0);
  });

  it('takes nothing where the backend makes writes atomic', async () => {
    let inside = 0;
    let most = 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        withDocumentLock('same', async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
  });
});
