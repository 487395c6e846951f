/**
 * Collections to and from the archive: each collection's index definitions as JSON, its
 * documents as canonical Extended JSON (every BSON type kept: dates, ObjectIds, 32/64-bit
 * integers, doubles), one document a line, in `_id` order, cut into parts of a bounded size.
 */
import { StringDecoder } from 'node:string_decoder';
import mongoose from 'mongoose';
import type { ArchiveWriter } from './archive/writer.ts';
import {
  DATABASES,
  PART_BYTES,
  documentsEntry,
  indexesEntry,
  type CollectionRecord,
  type DatabaseName,
  type Manifest,
} from './archive/format.ts';
import type { SiteDatabases } from './site-databases.ts';

type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;
const { EJSON } = mongoose.mongo.BSON;

const INSERT_BATCH = 500;
/** Read every value as its own BSON type (a double stays a double, a 64-bit integer stays one). */
export const EXACT_TYPES = { promoteValues: false, promoteLongs: false, bsonRegExp: true } as const;
/** Index options that describe the index itself (not the server's bookkeeping). */
const INDEX_KEYS_DROPPED = new Set(['v', 'ns', 'key', 'name']);

export const toLine = (doc: Document) => EJSON.stringify(doc, { relaxed: false });
export const fromLine = (line: string) => EJSON.parse(line, { relaxed: false }) as Document;

export async function collectionsOf(db: Db): Promise<string[]> {
  const list = await db.listCollections({}, { nameOnly: true }).toArray();
  return list
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

/** Copies every collection of every database into the archive (through its snapshot session, if any). */
export async function dumpDatabases(
  site: SiteDatabases,
  writer: ArchiveWriter,
): Promise<Manifest['databases']> {
  const databases: Manifest['databases'] = [];
  for (const dbName of DATABASES) {
    const collections: CollectionRecord[] = [];
    const session = site.session(dbName);
    for (const name of await collectionsOf(site.db(dbName))) {
      const collection = site.db(dbName).collection(name);
      const indexes = await collection.listIndexes().toArray();
      const indexesPath = indexesEntry(dbName, name);
      await writer.addBuffer(indexesPath, Buffer.from(JSON.stringify(indexes)));
      const record: CollectionRecord = { name, documents: 0, indexes: indexesPath, parts: [] };
      let lines: string[] = [];
      let bytes = 0;
      const flush = async () => {
        const path = documentsEntry(dbName, name, record.parts.length + 1);
        await writer.addBuffer(path, Buffer.from(lines.join('')));
        record.parts.push(path);
        lines = [];
        bytes = 0;
      };
      const cursor = collection.find(
        {},
        { sort: { _id: 1 }, ...EXACT_TYPES, ...(session ? { session } : {}) },
      );
      for await (const doc of cursor) {
        const line = `${toLine(doc)}\n`;
        lines.push(line);
        bytes += Buffer.byteLength(line);
        record.documents += 1;
        if (bytes >= PART_BYTES) await flush();
      }
      if (lines.length > 0) await flush();
      collections.push(record);
    }
    databases.push({ name: dbName, collections });
  }
  return databases;
}

/** How many documents each database holds (restore refuses a stack that is not empty). */
export async function documentCounts(site: SiteDatabases): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const db of DATABASES) {
    let total = 0;
    for (const name of await collectionsOf(site.db(db)))
      total += await site.db(db).collection(name).countDocuments({});
    counts[db] = total;
  }
  return counts;
}

/** Creates a collection's indexes from their archived definitions (the `_id` index exists already). */
export async function createIndexes(db: Db, collection: string, definitions: Document[]) {
  await db.createCollection(collection).catch((error: { codeName?: string }) => {
    if (error.codeName !== 'NamespaceExists') throw error;
  });
  const specs = definitions
    .filter((d) => d.name !== '_id_')
    .map((d) => ({
      key: d.key as Record<string, 1 | -1>,
      name: d.name as string,
      ...Object.fromEntries(Object.entries(d).filter(([k]) => !INDEX_KEYS_DROPPED.has(k))),
    }));
  if (specs.length > 0) await db.collection(collection).createIndexes(specs);
}

/** Inserts the documents of one part, streamed line by line, in batches. */
export async function insertPart(db: Db, collection: string, body: AsyncIterable<unknown>): Promise<number> {
  const target = db.collection(collection);
  let batch: Document[] = [];
  let inserted = 0;
  let rest = '';
  const decoder = new StringDecoder('utf8');
  const write = async () => {
    if (batch.length === 0) return;
    await target.insertMany(batch, { ordered: true });
    inserted += batch.length;
    batch = [];
  };
  for await (const chunk of body) {
    const text = rest + decoder.write(chunk as Buffer);
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line) batch.push(fromLine(line));
      if (batch.length >= INSERT_BATCH) await write();
    }
  }
  rest += decoder.end();
  if (rest) batch.push(fromLine(rest));
  await write();
  return inserted;
}

/** Drops every collection of the database (restore --force); a service's user may not drop the database itself. */
export async function emptyDatabase(db: Db): Promise<void> {
  for (const name of await collectionsOf(db)) await db.collection(name).drop();
}

export const isSiteDatabase = (name: string): name is DatabaseName =>
  (DATABASES as readonly string[]).includes(name);
