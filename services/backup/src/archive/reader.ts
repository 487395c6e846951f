/**
 * Reads an archive as a stream, twice when restoring: `verifyArchive` reads it whole first and
 * refuses anything foreign, of another format version, truncated or damaged (every entry's
 * SHA-256 against the manifest) before a single write; `readArchive` then hands each entry over.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveRefused,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  type ArchiveHeader,
  type Manifest,
} from './format.ts';

/** Where an archive is read from; opened once per pass. */
export interface ArchiveSource {
  describe: string;
  open(): Promise<Readable>;
}

export interface ArchiveEntry {
  path: string;
  size: number;
  body: Readable;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** What an entry read whole (the header, the manifest, a collection's indexes) may weigh. */
const WHOLE_ENTRY_LIMIT = 16 * 1024 * 1024;

async function readWhole(body: Readable, limit = WHOLE_ENTRY_LIMIT): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    bytes += (chunk as Buffer).length;
    if (bytes > limit) throw new ArchiveRefused(`an archive entry read whole is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Every entry of the archive, in order. A stream that is not gzip, a tar that ends early or a
 * failed gzip checksum becomes an ArchiveRefused.
 */
async function* entriesOf(source: ArchiveSource): AsyncGenerator<ArchiveEntry> {
  const raw = await source.open();
  const gunzip = createGunzip();
  const extract = tarExtract();
  let first = true;
  let streamError: Error | undefined;
  const fail = (error: Error) => {
    streamError ??= error;
    extract.destroy(error);
  };
  raw.on('data', (chunk: Buffer) => {
    if (first && chunk.length > 0) {
      first = false;
      if (chunk[0] !== GZIP_MAGIC[0] || (chunk.length > 1 && chunk[1] !== GZIP_MAGIC[1]))
        fail(new ArchiveRefused(`${source.describe} is not a Rawi backup (not a gzip-compressed archive)`));
    }
  });
  raw.on('error', fail);
  gunzip.on('error', (error) =>
    fail(new ArchiveRefused(`${source.describe} is damaged or truncated (${error.message})`)),
  );
  raw.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      yield { path: entry.header.name, size: entry.header.size, body: entry as unknown as Readable };
      // Whatever the caller did not read is skipped, so the next entry can come.
      entry.resume();
    }
  } catch (error) {
    throw (
      streamError ??
      new ArchiveRefused(`${source.describe} is damaged or truncated (${(error as Error).message})`)
    );
  } finally {
    raw.destroy();
  }
  if (streamError) throw streamError;
  if (first) throw new ArchiveRefused(`${source.describe} is empty`);
}

function checkHeader(source: ArchiveSource, entry: ArchiveEntry | undefined, body: Buffer | undefined): void {
  if (!entry || entry.path !== HEADER_ENTRY || !body)
    throw new ArchiveRefused(`${source.describe} is not a Rawi backup (no ${HEADER_ENTRY} at its start)`);
  let header: Partial<ArchiveHeader>;
  try {
    header = JSON.parse(body.toString('utf8')) as Partial<ArchiveHeader>;
  } catch {
    throw new ArchiveRefused(`${source.describe} is damaged (${HEADER_ENTRY} is not JSON)`);
  }
  if (header.format !== ARCHIVE_FORMAT) throw new ArchiveRefused(`${source.describe} is not a Rawi backup`);
  if (header.version !== ARCHIVE_VERSION)
    throw new ArchiveRefused(
      `${source.describe} is a Rawi backup of format version ${String(header.version)}; this rawi-backup reads version ${ARCHIVE_VERSION} only`,
    );
}

/**
 * Reads the whole archive and returns its manifest once every entry is exactly as the manifest
 * says (same set of entries, same sizes, same SHA-256). Throws ArchiveRefused otherwise.
 */
export async function verifyArchive(source: ArchiveSource): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestBody: Buffer | undefined;
  let index = 0;
  for await (const entry of entriesOf(source)) {
    if (index === 0) {
      const body = entry.path === HEADER_ENTRY ? await readWhole(entry.body) : undefined;
      checkHeader(source, entry, body);
    } else if (manifestBody) {
      throw new ArchiveRefused(
        `${source.describe} is damaged (an entry follows the manifest: ${entry.path})`,
      );
    } else if (entry.path === MANIFEST_ENTRY) {
      manifestBody = await readWhole(entry.body);
    } else {
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      if (seen.has(entry.path))
        throw new ArchiveRefused(`${source.describe} is damaged (${entry.path} appears twice)`);
      seen.set(entry.path, { bytes, sha256: hash.digest('hex') });
    }
    index += 1;
  }
  if (index === 0) checkHeader(source, undefined, undefined);
  if (!manifestBody)
    throw new ArchiveRefused(`${source.describe} is incomplete (truncated: it has no manifest)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBody.toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveRefused(`${source.describe} is damaged (its manifest is not JSON)`);
  }
  if (
    manifest.format !== ARCHIVE_FORMAT ||
    manifest.version !== ARCHIVE_VERSION ||
    !Array.isArray(manifest.parts)
  )
    throw new ArchiveRefused(`${source.describe} has a manifest of another format or version`);
  for (const part of manifest.parts) {
    const found = seen.get(part.path);
    if (!found) throw new ArchiveRefused(`${source.describe} is incomplete (${part.path} is missing)`);
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256)
      throw new ArchiveRefused(
        `${source.describe} is damaged (${part.path} does not match its SHA-256 in the manifest)`,
      );
    seen.delete(part.path);
  }
  const extra = [...seen.keys()][0];
  if (extra) throw new ArchiveRefused(`${source.describe} is damaged (${extra} is not in the manifest)`);
  return manifest;
}

/** Every entry except the header and the manifest, in archive order (after verifyArchive). */
export async function* readArchive(source: ArchiveSource): AsyncGenerator<ArchiveEntry> {
  for await (const entry of entriesOf(source)) {
    if (entry.path === HEADER_ENTRY || entry.path === MANIFEST_ENTRY) continue;
    yield entry;
  }
}

export { readWhole };
