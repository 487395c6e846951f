/** Calls and reads the backup round trip makes of a running stack and of an archive. */
import { createReadStream } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { API, type MediaFile } from '@rawi/proto';
import { jsonClient, type Reply } from '@rawi/kit/testing';
import type { Manifest } from '../src/archive/format.ts';
import { readArchive, readWhole, type ArchiveSource } from '../src/archive/reader.ts';

/** An archive on disk as a restore's source. */
export const file = (path: string): ArchiveSource => ({
  describe: path,
  open: async () => createReadStream(path),
});

/** A JSON call with an optional staff session, as the admin panel makes it (reply checked against the route table). */
export function call<T>(
  base: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  return jsonClient(base, { token, csrf: token !== undefined })<T>(method, path, { body });
}

/** Server-rendered HTML without what differs per response by design (the contact form's one-time token). */
export const pageText = (html: string) =>
  html
    .replace(/("\/api\/contact\/token":\{"token":")[^"]*/g, '$1…')
    .replace(/(name="formToken" value=")[^"]*/g, '$1…');

/** The archive's documents, collection by collection, as canonical Extended JSON lines. */
export async function archivedCollections(path: string, manifest: Manifest): Promise<Map<string, string[]>> {
  const collections = new Map<string, string[]>();
  for (const db of manifest.databases)
    for (const collection of db.collections) collections.set(`${db.name}/${collection.name}`, []);
  for await (const entry of readArchive(file(path))) {
    const match = /^databases\/([^/]+)\/([^/]+)\/\d+\.ejsonl$/.exec(entry.path);
    if (!match) continue;
    const lines = (await readWhole(entry.body)).toString('utf8').split('\n').filter(Boolean);
    collections.get(`${match[1]}/${match[2]}`)!.push(...lines);
  }
  return collections;
}

/** Uploads a photo and waits for its four variants (480 and the original as 960, AVIF and WebP). */
export async function uploadPhoto(base: string, token: string): Promise<MediaFile> {
  const image = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'office.png');
  const { status, body: uploaded } = await call<MediaFile>(base, token, 'POST', API.mediaUpload, form);
  expect(status).toBe(201);
  // 480 and the original itself as 960, in AVIF and WebP.
  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 300))) {
    const listed = (await call<MediaFile[]>(base, token, 'GET', API.media)).body.find(
      (m) => m.id === uploaded.id,
    );
    // Listed at once with its crops (cut around its centre), when all are made.
    if (listed?.variants.filter((variant) => !variant.crop).length === 4) return listed;
    if (Date.now() > deadline) throw new Error('the variants were not made within a minute');
  }
}
