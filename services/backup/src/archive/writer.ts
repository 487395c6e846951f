/**
 * Writes the archive as a stream: tar entries through gzip into any writable (a file, an S3
 * upload). Each entry's SHA-256 is taken as its bytes go by; a streamed entry (a media object)
 * is never held whole in memory.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  type PartRecord,
} from './format.ts';

export class ArchiveWriter {
  readonly parts: PartRecord[] = [];
  private readonly pack: Pack = tarPack();
  private readonly done: Promise<void>;
  private readonly mtime = new Date();

  constructor(output: Writable) {
    this.done = pipeline(this.pack, createGzip({ level: 6 }), output);
    // Surfaced by finish(); a rejection seen here first must not count as unhandled.
    this.done.catch(() => undefined);
  }

  /** The first entry: what this archive is, so a foreign file is recognised at once. */
  async writeHeader(): Promise<void> {
    await this.addBuffer(
      HEADER_ENTRY,
      Buffer.from(JSON.stringify({ format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION })),
      {
        record: false,
      },
    );
  }

  async addBuffer(
    path: string,
    body: Buffer,
    { record = true }: { record?: boolean } = {},
  ): Promise<PartRecord> {
    const part: PartRecord = {
      path,
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    };
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name: path, size: body.length, mtime: this.mtime }, body, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    if (record) this.parts.push(part);
    return part;
  }

  /** Streams `size` bytes from `source` into one entry. */
  async addStream(
    path: string,
    size: number,
    source: Readable,
    extra: Partial<PartRecord> = {},
  ): Promise<PartRecord> {
    const hash = createHash('sha256');
    let written = 0;
    let finished!: Promise<void>;
    const sink = await new Promise<ReturnType<Pack['entry']>>((resolve) => {
      finished = new Promise<void>((done, fail) => {
        resolve(
          this.pack.entry({ name: path, size, mtime: this.mtime }, (error) => (error ? fail(error) : done())),
        );
      });
    });
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      written += bytes.length;
      if (!sink.write(bytes)) await once(sink, 'drain');
    }
    if (written !== size) {
      sink.destroy(new Error(`${path}: expected ${size} bytes, read ${written}`));
      throw new Error(`${path} changed while it was copied: expected ${size} bytes, read ${written}`);
    }
    sink.end(undefined);
    await finished;
    const part: PartRecord = { path, bytes: size, sha256: hash.digest('hex'), ...extra };
    this.parts.push(part);
    return part;
  }

  /** Writes the manifest as the last entry and waits until every byte reached the output. */
  async finish(manifest: Omit<Manifest, 'parts'>): Promise<Manifest> {
    const complete: Manifest = { ...manifest, parts: this.parts };
    await this.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(complete, null, 2)), { record: false });
    this.pack.finalize();
    await this.done;
    return complete;
  }

  /** Stops writing after a failure (the output is left incomplete, and a restore refuses it). */
  abort(error: Error): void {
    this.pack.destroy(error);
  }
}
