/**
 * The media bucket to and from the archive: every object (originals and their variants),
 * streamed from MinIO into the archive and back, never held whole in memory.
 */
import type { Readable } from 'node:stream';
import { Client, type BucketItem } from 'minio';
import type { ArchiveWriter } from './archive/writer.ts';
import { objectEntry, type Manifest } from './archive/format.ts';

export interface S3Options {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export function s3Client({ endpoint, accessKey, secretKey, region }: S3Options): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    region,
  });
}

export async function objectsIn(client: Client, bucket: string): Promise<BucketItem[]> {
  if (!(await client.bucketExists(bucket))) return [];
  const items: BucketItem[] = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) {
    const object = item as BucketItem;
    if (object.name) items.push(object);
  }
  return items.sort((a, b) => (a.name! < b.name! ? -1 : 1));
}

/** Copies every object of the bucket into the archive. */
export async function dumpBucket(
  client: Client,
  bucket: string,
  writer: ArchiveWriter,
): Promise<Manifest['media']> {
  let bytes = 0;
  const objects = await objectsIn(client, bucket);
  for (const object of objects) {
    const key = object.name!;
    const stat = await client.statObject(bucket, key);
    const body = await client.getObject(bucket, key);
    const contentType = (stat.metaData['content-type'] as string | undefined) ?? 'application/octet-stream';
    await writer.addStream(objectEntry(key), stat.size, body, { contentType });
    bytes += stat.size;
  }
  return { bucket, objects: objects.length, bytes };
}

/** Stores one object from the archive (MinIO sends it in parts; no object is read whole). */
export async function putObject(
  client: Client,
  bucket: string,
  key: string,
  body: Readable,
  size: number,
  contentType: string,
): Promise<void> {
  await client.putObject(bucket, key, body, size, { 'Content-Type': contentType });
}

export async function ensureBucket(client: Client, bucket: string, region: string): Promise<void> {
  if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, region);
}

/** Removes every object of the bucket (restore --force). */
export async function emptyBucket(client: Client, bucket: string): Promise<void> {
  const objects = await objectsIn(client, bucket);
  for (let i = 0; i < objects.length; i += 1000)
    await client.removeObjects(
      bucket,
      objects.slice(i, i + 1000).map((o) => o.name!),
    );
}
