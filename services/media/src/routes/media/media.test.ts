import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, SUBJECTS, type MediaFile } from '@rawi/proto';
import {
  bearer,
  checkedFetch,
  generateJwtKeys,
  mintToken,
  testLogger,
  unsignedToken,
} from '@rawi/kit/testing';
import { MediaFileModel } from '../../models/media-file.ts';
import { sweepStaleMedia, STALE_UPLOAD_MS } from '../../janitor/media-janitor.ts';
import { adminHeaders, postUpload, upload } from '../../test/support.ts';
import * as files from '../../test/files.ts';
import {
  errorOf,
  events,
  expectNothingStored,
  list,
  server,
  startWithStorageDown,
  useMediaApi,
  UUID,
} from '../../test/media-api.ts';

useMediaApi('media_routes');

describe('auth on the admin media routes', () => {
  const badTokens: Array<[string, Record<string, string>]> = [
    ['no token', {}],
    ['a token signed with another key', bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey }))],
    ['an unsigned alg=none token', bearer(unsignedToken())],
    ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
  ];

  it.each(badTokens)('GET /api/media refuses %s with 401', async (_label, headers) => {
    const res = await checkedFetch(`${server.url}/api/media`, { headers });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
  });

  it.each(badTokens)(
    'POST /api/media/upload refuses %s with 401 and stores nothing',
    async (_label, headers) => {
      const res = await upload(server.url, files.png(), { headers });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthorized');
      await expectNothingStored();
    },
  );

  it.each(badTokens)(
    'DELETE /api/media/:id refuses %s with 401 and keeps the file',
    async (_label, headers) => {
      const created = (await (await upload(server.url, files.png())).json()) as MediaFile;
      const res = await checkedFetch(`${server.url}/api/media/${created.id}`, { method: 'DELETE', headers });
      expect(res.status).toBe(401);
      expect(await MediaFileModel.countDocuments()).toBe(1);
      expect(await server.objects()).toEqual([created.filename]);
    },
  );
});

describe('POST /api/media/upload', () => {
  it.each([
    ['PNG', files.png(), 'image/png', 'png', 1],
    ['GIF', files.gif(), 'image/gif', 'gif', 1],
    ['WebP', files.webp(), 'image/webp', 'webp', 1],
    ['JPEG', files.jpeg(), 'image/jpeg', 'jpg', 2],
    ['AVIF', files.avif(), 'image/avif', 'avif', 2],
  ])(
    'stores a %s image under an immutable key, records it and announces media.uploaded',
    async (_label, bytes, type, ext, side) => {
      // The client's claimed type is deliberately wrong: only the bytes count.
      const res = await upload(server.url, bytes, {
        name: `holiday.${ext}`,
        type: 'application/octet-stream',
      });
      expect(res.status).toBe(201);
      const media = (await res.json()) as MediaFile;
      expect(media).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        url: `/api/media/files/${media.filename}`,
        originalName: `holiday.${ext}`,
        filename: expect.stringMatching(new RegExp(`^${UUID}\\.${ext}$`)),
        type,
        // Stored as written again without metadata (a GIF as it came): the stored size.
        size: type === 'image/gif' ? bytes.length : expect.any(Number),
        createdAt: expect.any(String),
        width: side,
        height: side,
        variants: [],
        // No details yet (alt text, decorative, focal point): their first revision.
        revision: 0,
      });

      const record = await MediaFileModel.findById(media.id).lean();
      expect(record).toMatchObject({
        status: 'ready',
        filename: media.filename,
        type,
        size: media.size,
        uploadedBy: 'noura',
        variantsStatus: 'pending',
      });
      expect(await server.objects()).toEqual([media.filename]);
      expect(await server.bucket.stat(media.filename)).toMatchObject({
        size: media.size,
        contentType: type,
      });

      const event = await events.waitFor(
        (e) => e.subject === SUBJECTS.mediaUploaded && (e.data as { media: MediaFile }).media.id === media.id,
      );
      expect(event.id).toBe(record?.uploadedEventId);
      expect(event.data).toEqual({ media });
      await expect
        .poll(async () => (await MediaFileModel.findById(media.id).lean())?.uploadedEventPublishedAt)
        .toBeInstanceOf(Date);
    },
  );

  it.each([
    ['MP4', files.mp4(), 'video/mp4', 'mp4'],
    ['WebM', files.webm(), 'video/webm', 'webm'],
  ])('accepts a %s video for the content page (kind=content)', async (_label, bytes, type, ext) => {
    const res = await upload(server.url, bytes, { name: `demo.${ext}`, type, kind: 'content' });
    expect(res.status).toBe(201);
    const media = (await res.json()) as MediaFile;
    expect(media).toMatchObject({
      type,
      size: bytes.length,
      filename: expect.stringMatching(new RegExp(`\\.${ext}$`)),
    });
    expect(await server.objects()).toEqual([media.filename]);
  });

  it('accepts images for the content page too', async () => {
    const res = await upload(server.url, files.gif(), { name: 'x.gif', kind: 'content' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['MP4', files.mp4(), 'demo.mp4'],
    ['WebM', files.webm(), 'demo.webm'],
  ])('refuses a %s video on the media page with 415 and stores nothing', async (_label, bytes, name) => {
    const res = await upload(server.url, bytes, { name, type: 'video/mp4' });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Videos (MP4, WebM) are accepted only on the content page (kind=content)',
    });
    await expectNothingStored();
  });

  it.each([
    ['an SVG (it can carry script)', files.svg(), 'logo.svg', 'image/svg+xml', undefined],
    ['an SVG on the content page', files.svg(), 'logo.svg', 'image/svg+xml', 'content'],
    ['an HTML page named .png', files.html(), 'innocent.png', 'image/png', undefined],
    ['an HTML page named .mp4 on the content page', files.html(), 'innocent.mp4', 'video/mp4', 'content'],
    ['a text file', Buffer.from('just some text'), 'notes.txt', 'text/plain', undefined],
  ])('refuses %s with 415 and a clear message, storing nothing', async (_label, bytes, name, type, kind) => {
    const res = await upload(server.url, bytes, { name, type, ...(kind ? { kind } : {}) });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({
      code: 'unsupported_media_type',
      message:
        kind === 'content'
          ? 'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4 or WebM video'
          : 'Unsupported file type: upload a JPEG, PNG, WebP, GIF or AVIF image',
    });
    await expectNothingStored();
  });

  it('refuses an 11 MB file with 413 "File size too large" and stores nothing', async () => {
    const res = await upload(server.url, files.pngOfSize(11 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large', message: 'File size too large' });
    await expectNothingStored();
  });

  it('refuses a file one byte over 10 MB while streaming it (the request itself looks small enough)', async () => {
    const res = await upload(server.url, files.pngOfSize(MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('File size too large');
    await expectNothingStored();
  });

  it('refuses an oversized file sent without a Content-Length (chunked) once the limit is passed', async () => {
    const boundary = 'rawi-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(Buffer.concat([head, files.png()])));
        if (sent < 12) controller.enqueue(new Uint8Array(chunk));
        else {
          controller.enqueue(new Uint8Array(tail));
          controller.close();
        }
        sent += 1;
      },
    });
    const res = await checkedFetch(`${server.url}/api/media/upload`, {
      method: 'POST',
      headers: { ...adminHeaders(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('File size too large');
    await expectNothingStored();
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload(server.url, files.pngOfSize(MAX_UPLOAD_BYTES));
    expect(res.status).toBe(201);
    // The padding after the image is not part of it, and is not stored.
    const media = (await res.json()) as MediaFile;
    expect(media.size).toBeLessThan(1000);
    expect(await server.bucket.stat(media.filename)).toMatchObject({ size: media.size });
  });

  it('refuses a file that is an image by its first bytes but holds none (415), storing nothing', async () => {
    const res = await upload(server.url, files.jpegHeaderOnly(), { name: 'broken.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe(
      'The image could not be read: upload a valid JPEG, PNG, WebP, GIF or AVIF file',
    );
    await expectNothingStored();
    expect(await server.leftovers()).toEqual([]);
  });

  it('answers 400 when the multipart body has no file field', async () => {
    const form = new FormData();
    form.append('note', 'hello');
    form.append('picture', new Blob([new Uint8Array(files.png())], { type: 'image/png' }), 'x.png');
    const res = await postUpload(server.url, form);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: 'bad_request',
      message: 'No file: send it in the multipart field "file"',
    });
    await expectNothingStored();
  });

  it('answers 400 for an empty file', async () => {
    const res = await upload(server.url, Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('The file is empty');
    await expectNothingStored();
  });

  it('answers 400 for two files at once and stores neither', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(files.png())], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob([new Uint8Array(files.gif())], { type: 'image/gif' }), 'b.gif');
    const res = await postUpload(server.url, form);
    expect(res.status).toBe(400);
    await expectNothingStored();
  });

  it('answers 415 for a JSON body and 400 for malformed JSON, storing nothing', async () => {
    const send = (body: string) =>
      postUpload(server.url, body, { ...adminHeaders(), 'content-type': 'application/json' });
    const json = await send('{"file":{"$gt":""}}');
    expect(json.status).toBe(415);
    expect((await errorOf(json)).message).toBe('Send the file as multipart/form-data in the field "file"');
    const malformed = await send('{"file":');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe('Malformed JSON body');
    await expectNothingStored();
  });

  it('answers 400 for an unknown kind', async () => {
    const res = await upload(server.url, files.png(), { kind: 'everything' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: 'validation',
      fields: { kind: 'Kind must be media or content' },
    });
    await expectNothingStored();
  });

  it('keeps only the base name of the original file name', async () => {
    const res = await upload(server.url, files.png(), { name: '..\\..\\etc/passwd\u0007.png' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as MediaFile).originalName).toBe('passwd.png');
  });

  it('removes the stored object when the record cannot be completed (no orphan)', async () => {
    vi.spyOn(MediaFileModel, 'findOneAndUpdate').mockRejectedValueOnce(new Error('database went away'));
    const res = await upload(server.url, files.png());
    expect(res.status).toBe(500);
    expect((await errorOf(res)).message).toBe('Internal server error');
    await expectNothingStored();
  });

  it('answers 503 when MinIO is down and leaves no listed record and no object', async () => {
    const broken = await startWithStorageDown();
    try {
      const res = await upload(broken.url, files.png());
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toMatchObject({
        code: 'service_unavailable',
        message: 'The file could not be stored; please try again',
      });
    } finally {
      await broken.close();
    }
    expect(await list()).toEqual([]);
    expect(await server.objects()).toEqual([]);
    // The record it could not remove either (MinIO was down) is left for the janitor, which finishes it.
    expect(await MediaFileModel.countDocuments({ status: 'uploading' })).toBe(1);
    const swept = await sweepStaleMedia(
      { bucket: server.bucket, logger: testLogger },
      Date.now() + STALE_UPLOAD_MS + 1000,
    );
    expect(swept.uploads).toBe(1);
    await expectNothingStored();
  });
});

describe('GET /api/media', () => {
  it('lists the files newest first', async () => {
    const names = ['first.png', 'second.gif', 'third.webp'];
    const bytes = [files.png(), files.gif(), files.webp()];
    for (const [i, name] of names.entries()) {
      expect((await upload(server.url, bytes[i] as Buffer, { name })).status).toBe(201);
    }
    const media = await list();
    expect(media.map((m) => m.originalName)).toEqual(['third.webp', 'second.gif', 'first.png']);
    expect(media[0]).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/api\/media\/files\//),
      originalName: 'third.webp',
      filename: expect.stringMatching(/\.webp$/),
      type: 'image/webp',
      size: expect.any(Number),
      createdAt: expect.any(String),
      width: 1,
      height: 1,
      variants: [],
      revision: 0,
    });
  });

  it('answers an empty list when nothing was uploaded', async () => {
    expect(await list()).toEqual([]);
  });
});
