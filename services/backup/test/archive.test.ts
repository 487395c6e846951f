/**
 * The archive against real FerretDB, MinIO and NATS, without the services: every BSON type and
 * index survives the round trip byte for byte, objects are streamed (one larger than a part),
 * a damaged, truncated, foreign or other-version archive is refused with nothing written, a
 * non-empty target is refused unless forced, and the restored site is settled (no pending event
 * left to send, every session and reset link ended).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveRefused, HEADER_ENTRY, type Manifest } from '../src/archive/format.ts';
import { verifyArchive, type ArchiveSource } from '../src/archive/reader.ts';
import { takeBackup } from '../src/backup.ts';
import { ensureBucket, s3Client } from '../src/bucket.ts';
import { restoreArchive, TargetNotEmpty } from '../src/restore.ts';
import { fileSink } from '../src/targets.ts';
import {
  documentTotal,
  pictureOf,
  startScratchInfra,
  withoutSettledFields,
  type ScratchInfra,
  type StackPicture,
} from './support.ts';

const { ObjectId, Long, Int32, Double, Binary } = mongoose.mongo;

let source: ScratchInfra;
let target: ScratchInfra;
let archive: string;
let manifest: Manifest;
let before: StackPicture;
const bigObject = randomBytes(6 * 1024 * 1024 + 123);
const userId = new ObjectId();

const file = (path: string): ArchiveSource => ({ describe: path, open: async () => createReadStream(path) });

async function seed(infra: ScratchInfra) {
  const client = await new mongoose.mongo.MongoClient(infra.config.mongoUrls.rawi_identity).connect();
  const at = new Date('2026-03-01T10:00:00.000Z');
  try {
    const users = client.db('rawi_identity').collection('users');
    await users.createIndex({ username: 1 }, { unique: true });
    await users.insertOne({
      _id: userId,
      username: 'noura',
      tokenVersion: 3,
      twoFactor: { secret: new Binary(randomBytes(20)), enabled: true },
      createdAt: at,
    });
    await client
      .db('rawi_identity')
      .collection('password_resets')
      .insertOne({
        userId,
        eventId: 'reset-event-1',
        pendingToken: 'raw-token',
        publishedAt: null,
        usedAt: null,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const content = client.db('rawi_content').collection('content');
    await content.createIndex({ section: 1, language: 1 }, { unique: true });
    await content.insertMany([
      {
        section: 'hero',
        language: 'en',
        data: { title: 'Offline Arabic AI', n: new Int32(7) },
        updatedAt: at,
      },
      {
        section: 'hero',
        language: 'ar',
        data: { title: 'ذكاء اصطناعي عربي دون اتصال', big: Long.fromNumber(2 ** 40), ratio: new Double(3) },
      },
    ]);
    const projects = client.db('rawi_projects').collection('projects');
    await projects.createIndex({ language: 1, slug: 1 }, { unique: true, name: 'language_slug_unique' });
    await projects.insertMany(
      Array.from({ length: 1200 }, (_, i) => ({
        _id: new ObjectId(),
        title: `Project ${i} — مشروع ${i}`,
        slug: `project-${i}`,
        language: i % 2 ? 'ar' : 'en',
        sortOrder: new Double(i),
        createdAt: new Date(1_700_000_000_000 + i),
        description: 'x'.repeat(4000),
        ...(i === 0
          ? { pendingEvents: { 'project-event-1': { subject: 'project.updated' } }, eventsPending: 1 }
          : {}),
      })),
    );
    await client
      .db('rawi_projects')
      .collection<{ _id: string; [key: string]: unknown }>('outbox')
      .insertMany([
        { _id: 'e1', subject: 'project.created', data: {}, occurredAt: at, publishedAt: at },
        { _id: 'e2', subject: 'project.updated', data: {}, occurredAt: at, publishedAt: null },
      ]);
    await client
      .db('rawi_media')
      .collection('media')
      .insertOne({ filename: 'big.bin', size: bigObject.length });
    await client.db('rawi_contact').collection('submissions').insertOne({
      name: 'Layla',
      createdEventId: 'sub-event-1',
      createdEventPublishedAt: null,
    });
    await client
      .db('rawi_contact')
      .collection<{ _id: string; [key: string]: unknown }>('sent_notifications')
      .insertOne({ _id: 'old-event', subject: 'x' });
    // An empty collection with its index still comes back.
    await client.db('rawi_contact').collection('empty_one').createIndex({ kept: 1 });
  } finally {
    await client.close();
  }
  const s3 = s3Client(infra.config.media);
  await ensureBucket(s3, 'rawi-media', 'us-east-1');
  await s3.putObject('rawi-media', 'big.bin', bigObject, bigObject.length, {
    'Content-Type': 'application/octet-stream',
  });
  await s3.putObject('rawi-media', 'a1b2-w480.avif', Buffer.from('avif bytes'), 10, {
    'Content-Type': 'image/avif',
  });
}

beforeAll(async () => {
  [source, target] = await Promise.all([startScratchInfra('source'), startScratchInfra('target')]);
  await seed(source);
  before = await pictureOf(source.config);
  archive = join(source.dataDir, 'site.tar.gz');
  const sink = fileSink(archive);
  manifest = await takeBackup(source.config, sink.stream, { pauseWrites: true, relayDrainMs: 300 });
  await sink.commit();
}, 120_000);

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
});

async function expectRefusedAndUntouched(path: string, message: RegExp) {
  await expect(restoreArchive(target.config, file(path))).rejects.toThrow(message);
  await expect(restoreArchive(target.config, file(path))).rejects.toBeInstanceOf(ArchiveRefused);
  const picture = await pictureOf(target.config);
  expect(documentTotal(picture)).toBe(0);
  expect(picture.objects.size).toBe(0);
}

/** Rewrites the archive with another header (the same entries otherwise). */
async function withHeader(header: object, out: string) {
  const pack = tarPack();
  const extract = tarExtract();
  const done = pipeline(pack, createGzip(), createWriteStream(out));
  const reading = pipeline(
    createReadStream(archive),
    createGunzip(),
    extract as unknown as NodeJS.WritableStream,
  );
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const body =
      entry.header.name === HEADER_ENTRY ? Buffer.from(JSON.stringify(header)) : Buffer.concat(chunks);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: body.length }, body, (e) => (e ? reject(e) : resolve())),
    );
  }
  await reading;
  pack.finalize();
  await done;
}

describe('rawi-backup archive', () => {
  it('lists every collection with its count and every object with its SHA-256 in the manifest', async () => {
    expect(await verifyArchive(file(archive))).toEqual(manifest);
    const counts = Object.fromEntries(
      manifest.databases.flatMap((d) => d.collections.map((c) => [`${d.name}/${c.name}`, c.documents])),
    );
    expect(counts).toEqual(
      Object.fromEntries([...before.collections].map(([name, docs]) => [name, docs.length])),
    );
    expect(counts['rawi_projects/projects']).toBe(1200);
    // 1200 projects of ~4 kB: more than one bounded part.
    const projects = manifest.databases
      .find((d) => d.name === 'rawi_projects')!
      .collections.find((c) => c.name === 'projects')!;
    expect(projects.parts.length).toBeGreaterThan(1);
    expect(manifest.media).toEqual({ bucket: 'rawi-media', objects: 2, bytes: bigObject.length + 10 });
    const big = manifest.parts.find((p) => p.path === 'media/big.bin')!;
    expect(big.sha256).toBe(before.objects.get('big.bin'));
    expect(manifest.consistency).toEqual({ writesPaused: true, snapshotReads: false, pendingEvents: 4 });
  });

  it('refuses a damaged archive (one byte flipped) and writes nothing', async () => {
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const damaged = join(source.dataDir, 'flipped.tar.gz');
    writeFileSync(damaged, bytes);
    await expectRefusedAndUntouched(damaged, /is damaged/);
  });

  it('rawi-backup verify says whether an archive is intact, exiting 2 when it refuses one', () => {
    const cli = (path: string) =>
      spawnSync(process.execPath, [join(import.meta.dirname, '../src/cli.ts'), 'verify', path], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
    const intact = cli(archive);
    expect(intact.status).toBe(0);
    expect(intact.stdout).toContain(`${archive} is intact: ${manifest.parts.length} parts`);
    const bytes = readFileSync(archive);
    bytes[bytes.length - 100]! ^= 0xff;
    const damaged = join(source.dataDir, 'cli-damaged.tar.gz');
    writeFileSync(damaged, bytes);
    const refused = cli(damaged);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/is damaged.*\nNothing was written\./s);
  });

  it('refuses a truncated archive and writes nothing', async () => {
    const bytes = readFileSync(archive);
    const truncated = join(source.dataDir, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 2048));
    await expectRefusedAndUntouched(truncated, /damaged or truncated|incomplete/);
  });

  it('refuses an archive of another format version and writes nothing', async () => {
    const other = join(source.dataDir, 'v2.tar.gz');
    await withHeader({ format: 'rawi-backup', version: 2 }, other);
    await expectRefusedAndUntouched(other, /format version 2; this rawi-backup reads version 1 only/);
  });

  it('refuses a foreign file and writes nothing', async () => {
    const foreign = join(source.dataDir, 'foreign.tar.gz');
    writeFileSync(foreign, 'not an archive at all');
    await expectRefusedAndUntouched(foreign, /is not a Rawi backup/);
    const otherGzip = join(source.dataDir, 'other.gz');
    writeFileSync(otherGzip, gzipSync(Buffer.alloc(4096)));
    await expectRefusedAndUntouched(otherGzip, /not a Rawi backup|is empty/);
  });

  it('restores every collection, index and object byte for byte, and settles what must not happen twice', async () => {
    const report = await restoreArchive(target.config, file(archive));
    expect(report.documents).toBe(documentTotal(before));
    expect(report.objects).toBe(2);
    const after = await pictureOf(target.config);
    expect(withoutSettledFields(after)).toEqual(withoutSettledFields(before));
    expect(after.indexes).toEqual(before.indexes);
    expect(after.objects).toEqual(before.objects);
    const s3 = s3Client(target.config.media);
    expect((await s3.statObject('rawi-media', 'a1b2-w480.avif')).metaData['content-type']).toBe('image/avif');

    const client = await new mongoose.mongo.MongoClient(target.config.mongoUrls.rawi_identity).connect();
    try {
      const backupTime = new Date(manifest.createdAt);
      const user = await client.db('rawi_identity').collection('users').findOne({ _id: userId });
      expect(user?.tokenVersion).toBe(4);
      const ar = await client
        .db('rawi_content')
        .collection('content')
        .findOne({ language: 'ar' }, { promoteValues: false });
      expect(ar?.data).toMatchObject({ big: Long.fromNumber(2 ** 40), ratio: new Double(3) });
      const outbox = await client
        .db('rawi_projects')
        .collection('outbox')
        .find({}, { sort: { _id: 1 } })
        .toArray();
      expect(outbox.map((e) => e.publishedAt)).toEqual([new Date('2026-03-01T10:00:00.000Z'), backupTime]);
      const first = await client.db('rawi_projects').collection('projects').findOne({ slug: 'project-0' });
      expect(first).toMatchObject({ eventsPending: 0 });
      expect(first).not.toHaveProperty('pendingEvents');
      const submission = await client.db('rawi_contact').collection('submissions').findOne({});
      expect(submission?.createdEventPublishedAt).toEqual(backupTime);
      const reset = await client.db('rawi_identity').collection('password_resets').findOne({});
      expect(reset?.pendingToken).toBeNull();
      expect(reset?.usedAt).toBeInstanceOf(Date);
      // A unique index came back as unique.
      await expect(
        client.db('rawi_projects').collection('projects').insertOne({ language: 'en', slug: 'project-0' }),
      ).rejects.toMatchObject({ code: 11000 });
    } finally {
      await client.close();
    }
  });

  it('refuses a target that is not empty unless forced, then replaces it and ends even newer sessions', async () => {
    await expect(restoreArchive(target.config, file(archive))).rejects.toBeInstanceOf(TargetNotEmpty);
    const client = await new mongoose.mongo.MongoClient(target.config.mongoUrls.rawi_identity).connect();
    try {
      const users = client.db('rawi_identity').collection('users');
      await users.updateOne({ _id: userId }, { $set: { tokenVersion: 9 } });
      await client.db('rawi_content').collection('content').insertOne({ section: 'stray', language: 'en' });
      const report = await restoreArchive(target.config, file(archive), { force: true });
      expect(report.documents).toBe(documentTotal(before));
      expect((await users.findOne({ _id: userId }))?.tokenVersion).toBe(10);
      expect(await client.db('rawi_content').collection('content').countDocuments({ section: 'stray' })).toBe(
        0,
      );
    } finally {
      await client.close();
    }
  });
});
