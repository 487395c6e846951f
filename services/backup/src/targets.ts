/**
 * Where archives are written and read: a file, a folder (a PVC) keeping the newest N, or an
 * S3-compatible bucket keeping the newest N. An archive is written under a temporary name and
 * renamed (or, in S3, stored) only once complete, so an interrupted backup never looks finished.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import type { Client } from 'minio';
import type { ArchiveSource } from './archive/reader.ts';
import { objectsIn, s3Client } from './bucket.ts';
import type { BackupConfig } from './config.ts';

const ARCHIVE_NAME = /^rawi-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export const archiveName = (at = new Date()) =>
  `rawi-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;

export interface ArchiveSink {
  where: string;
  stream: Writable;
  /** Makes the archive visible under its final name and applies retention. */
  commit(): Promise<void>;
  /** Removes what an unfinished backup wrote. */
  discard(): Promise<void>;
}

export function fileSink(path: string): ArchiveSink {
  const partial = `${path}.partial`;
  const stream = createWriteStream(partial);
  return {
    where: path,
    stream,
    commit: () => rename(partial, path),
    discard: () => rm(partial, { force: true }),
  };
}

async function keepNewestFiles(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((n) => ARCHIVE_NAME.test(n)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) await rm(join(dir, name));
}

async function keepNewestObjects(
  client: Client,
  bucket: string,
  prefix: string,
  keep: number,
): Promise<void> {
  const names = (await objectsIn(client, bucket))
    .map((o) => o.name!)
    .filter((n) => n.startsWith(prefix) && ARCHIVE_NAME.test(n.slice(prefix.length)))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  if (old.length > 0) await client.removeObjects(bucket, old);
}

/** The configured target: a new archive in the folder or the bucket. */
export async function targetSink(config: BackupConfig): Promise<ArchiveSink> {
  const target = config.target;
  const name = archiveName();
  if (target.kind === 'dir') {
    await mkdir(target.dir, { recursive: true });
    const sink = fileSink(join(target.dir, name));
    return {
      ...sink,
      commit: async () => {
        await sink.commit();
        await keepNewestFiles(target.dir, target.keep);
      },
    };
  }
  if (target.kind === 's3') {
    const client = s3Client(target.s3);
    if (!(await client.bucketExists(target.bucket))) await client.makeBucket(target.bucket, target.s3.region);
    const key = `${target.prefix}${name}`;
    const stream = new PassThrough();
    // Multipart upload of a stream of unknown length: the object appears only when it completes.
    const upload = client.putObject(target.bucket, key, stream, undefined, {
      'Content-Type': 'application/gzip',
    });
    upload.catch(() => undefined);
    return {
      where: `s3://${target.bucket}/${key}`,
      stream,
      commit: async () => {
        await upload;
        await keepNewestObjects(client, target.bucket, target.prefix, target.keep);
      },
      discard: async () => {
        stream.destroy();
        await upload.catch(() => undefined);
        await client.removeObject(target.bucket, key).catch(() => undefined);
      },
    };
  }
  throw new Error('Say where to write the archive: --out FILE, BACKUP_DIR or BACKUP_S3_BUCKET');
}

/** A file path, or s3://bucket/key read with the BACKUP_S3_* (else S3_*) credentials. */
export function archiveSource(location: string, config?: BackupConfig): ArchiveSource {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  if (!s3 || !config) return { describe: location, open: async () => createReadStream(location) };
  const client = s3Client(config.target.kind === 's3' ? config.target.s3 : config.media);
  return { describe: location, open: () => client.getObject(s3[1]!, s3[2]!) };
}
