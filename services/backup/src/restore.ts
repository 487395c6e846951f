/**
 * Brings an archive back into a stack. The archive is read whole and checked first (format,
 * version, every SHA-256); a target that holds anything is refused unless `force`, which wipes
 * the five databases and the media bucket first. Only then is anything written: indexes,
 * documents and objects, streamed, then the restored site is settled (no event sent twice, no
 * earlier session or reset link accepted).
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type mongoose from 'mongoose';
import { ArchiveRefused, DATABASES, type Manifest } from './archive/format.ts';
import { readArchive, readWhole, verifyArchive, type ArchiveSource } from './archive/reader.ts';
import { emptyBucket, ensureBucket, objectsIn, putObject, s3Client } from './bucket.ts';
import type { BackupConfig } from './config.ts';
import { createIndexes, documentCounts, emptyDatabase, insertPart, isSiteDatabase } from './databases.ts';
import { settleRestoredSite, tokenVersionsOf } from './settle.ts';
import { connectSiteDatabases } from './site-databases.ts';

/** The target holds data and --force was not given; nothing was written. */
export class TargetNotEmpty extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetNotEmpty';
  }
}

export interface RestoreReport {
  manifest: Manifest;
  documents: number;
  objects: number;
  settledEvents: number;
  endedSessions: number;
  endedResetLinks: number;
}

const DOCUMENTS_PATH = /^databases\/([^/]+)\/([^/]+)\/(indexes\.json|\d+\.ejsonl)$/;
/** A flat object name (the library's `<uuid>[-w<width>].<ext>`): no folder, no `..`, nothing hidden. */
const OBJECT_PATH = /^media\/([A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)$/;

export async function restoreArchive(
  config: BackupConfig,
  source: ArchiveSource,
  { force = false, log = () => undefined }: { force?: boolean; log?: (line: string) => void } = {},
): Promise<RestoreReport> {
  const manifest = await verifyArchive(source);
  log(`verified ${source.describe}: ${manifest.parts.length} parts, taken ${manifest.createdAt}`);
  const expected = new Map(manifest.parts.map((p) => [p.path, p]));
  for (const part of manifest.parts) {
    const db = DOCUMENTS_PATH.exec(part.path)?.[1];
    if (db ? !isSiteDatabase(db) : !OBJECT_PATH.test(part.path))
      throw new ArchiveRefused(`${source.describe} holds an entry this version cannot restore: ${part.path}`);
  }
  const site = await connectSiteDatabases(config.mongoUrls);
  const s3 = s3Client(config.media);
  const bucket = config.media.bucket;
  try {
    const counts = await documentCounts(site);
    const objects = (await objectsIn(s3, bucket)).length;
    const occupied = [
      ...Object.entries(counts)
        .filter(([, n]) => n > 0)
        .map(([db, n]) => `${db}: ${n} documents`),
      ...(objects > 0 ? [`media bucket ${bucket}: ${objects} objects`] : []),
    ];
    let previousTokenVersions = new Map<string, number>();
    if (occupied.length > 0) {
      if (!force)
        throw new TargetNotEmpty(
          `The target is not empty (${occupied.join(', ')}). Restore into an empty stack, or pass --force to replace everything in it.`,
        );
      previousTokenVersions = await tokenVersionsOf(site);
      log(`--force: replacing ${occupied.join(', ')}`);
      for (const db of DATABASES) await emptyDatabase(site.db(db));
      await emptyBucket(s3, bucket);
    }
    await ensureBucket(s3, bucket, config.media.region);

    let documents = 0;
    let restoredObjects = 0;
    for await (const entry of readArchive(source)) {
      const part = expected.get(entry.path);
      if (!part) throw new ArchiveRefused(`${source.describe} changed while it was restored (${entry.path})`);
      // The archive is hashed again as it is written: a file replaced between the two reads is caught.
      const hash = createHash('sha256');
      const body = entry.body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        }),
      );
      const documentsPath = DOCUMENTS_PATH.exec(entry.path);
      const objectPath = OBJECT_PATH.exec(entry.path);
      if (documentsPath) {
        const [, db = '', collection = '', file] = documentsPath;
        if (!isSiteDatabase(db)) throw new ArchiveRefused(`${source.describe} changed while it was restored`);
        if (file === 'indexes.json') {
          const definitions = JSON.parse(
            (await readWhole(body)).toString('utf8'),
          ) as mongoose.mongo.Document[];
          await createIndexes(site.db(db), collection, definitions);
        } else {
          documents += await insertPart(site.db(db), collection, body);
        }
      } else if (objectPath) {
        await putObject(
          s3,
          bucket,
          objectPath[1]!,
          body,
          entry.size,
          part.contentType ?? 'application/octet-stream',
        );
        restoredObjects += 1;
      } else {
        throw new ArchiveRefused(
          `${source.describe} holds an entry this version cannot restore: ${entry.path}`,
        );
      }
      if (hash.digest('hex') !== part.sha256)
        throw new ArchiveRefused(`${source.describe} changed while it was restored (${entry.path})`);
    }
    const settled = await settleRestoredSite(site, {
      backupTime: new Date(manifest.createdAt),
      previousTokenVersions,
    });
    return { manifest, documents, objects: restoredObjects, ...settled };
  } finally {
    await site.close();
  }
}
