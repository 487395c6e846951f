/** Helpers for the backup tests: scratch infrastructure, configs, and a byte-level picture of a stack. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startInfra, type Infra } from '../../kit/src/dev/infra.ts';
import { DATABASES } from '../src/archive/format.ts';
import { objectsIn, s3Client } from '../src/bucket.ts';
import type { BackupConfig } from '../src/config.ts';
import { EXACT_TYPES, collectionsOf, toLine } from '../src/databases.ts';
import { connectSiteDatabases } from '../src/site-databases.ts';

export interface ScratchInfra {
  infra: Infra;
  dataDir: string;
  config: BackupConfig;
  stop(): Promise<void>;
}

export function configFor(infra: Infra): BackupConfig {
  return {
    mongoUrls: Object.fromEntries(
      DATABASES.map((db) => [db, `${infra.mongoBaseUrl}/${db}`]),
    ) as BackupConfig['mongoUrls'],
    natsUrl: infra.natsUrl,
    natsReplicas: 1,
    media: { ...infra.s3, bucket: 'rawi-media' },
    target: { kind: 'none' },
  };
}

/** FerretDB, MinIO and NATS of its own, in a temporary folder removed on stop. */
export async function startScratchInfra(label: string): Promise<ScratchInfra> {
  const dataDir = mkdtempSync(join(tmpdir(), `rawi-backup-${label}-`));
  const infra = await startInfra({ dataDir });
  return {
    infra,
    dataDir,
    config: configFor(infra),
    stop: async () => {
      await infra.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface StackPicture {
  /** `db/collection` → its documents as canonical Extended JSON lines, in `_id` order. */
  collections: Map<string, string[]>;
  /** `db/collection` → index names with their keys and uniqueness. */
  indexes: Map<string, string[]>;
  /** Object key → SHA-256 of its bytes. */
  objects: Map<string, string>;
}

/** Every document, index and object of a stack, for byte-level comparison. */
export async function pictureOf(config: BackupConfig): Promise<StackPicture> {
  const site = await connectSiteDatabases(config.mongoUrls);
  const picture: StackPicture = { collections: new Map(), indexes: new Map(), objects: new Map() };
  try {
    for (const db of DATABASES) {
      for (const name of await collectionsOf(site.db(db))) {
        const collection = site.db(db).collection(name);
        const docs = await collection.find({}, { sort: { _id: 1 }, ...EXACT_TYPES }).toArray();
        picture.collections.set(`${db}/${name}`, docs.map(toLine));
        const indexes = await collection.listIndexes().toArray();
        picture.indexes.set(
          `${db}/${name}`,
          indexes.map((i) => `${String(i.name)} ${JSON.stringify(i.key)} ${i.unique ? 'unique' : ''}`).sort(),
        );
      }
    }
  } finally {
    await site.close();
  }
  const s3 = s3Client(config.media);
  for (const object of await objectsIn(s3, config.media.bucket)) {
    const hash = createHash('sha256');
    for await (const chunk of await s3.getObject(config.media.bucket, object.name!))
      hash.update(chunk as Buffer);
    picture.objects.set(object.name!, hash.digest('hex'));
  }
  return picture;
}

export const documentTotal = (picture: StackPicture) =>
  [...picture.collections.values()].reduce((n, docs) => n + docs.length, 0);

/** Fields a restore changes on purpose (events marked sent, sessions and reset links ended). */
export const SETTLED_FIELDS = [
  'publishedAt',
  'createdEventPublishedAt',
  'uploadedEventPublishedAt',
  'usedAt',
  'pendingToken',
  'tokenVersion',
  'pendingEvents',
  'eventsPending',
];

/** Each collection's lines without the fields a restore settles on purpose. */
export function withoutSettledFields(picture: Pick<StackPicture, 'collections'>): Map<string, string[]> {
  const { EJSON } = mongoose.mongo.BSON;
  return new Map(
    [...picture.collections].map(([name, lines]) => [
      name,
      lines.map((line) => {
        const doc = EJSON.parse(line, { relaxed: false }) as Record<string, unknown>;
        for (const field of SETTLED_FIELDS) delete doc[field];
        return EJSON.stringify(doc, { relaxed: false });
      }),
    ]),
  );
}
