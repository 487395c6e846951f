import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, MediaFile } from '@rawi/proto';
import { getTestServer, upload, type MediaTestServer } from '../../test/support.ts';
import * as files from '../../test/files.ts';
import { checkedFetch } from '@rawi/kit/testing';

let server: MediaTestServer;
let image: MediaFile;
let video: MediaFile;
// A GIF is stored as it came (other images are written again without their metadata).
const imageBytes = files.gif();
const videoBytes = files.mp4(64 * 1024);

beforeAll(async () => {
  server = await getTestServer('media_files');
  image = (await (await upload(server.url, imageBytes, { name: 'logo.gif' })).json()) as MediaFile;
  video = (await (
    await upload(server.url, videoBytes, { name: 'demo.mp4', type: 'video/mp4', kind: 'content' })
  ).json()) as MediaFile;
});
afterAll(() => server.close());

// Public: no token on any of these requests.
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  checkedFetch(`${server.url}${path}`, { method, headers });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('GET /api/media/files/:filename', () => {
  it('streams the image publicly with its type, long immutable caching and nosniff', async () => {
    const res = await get(image.url);
    expect(res.status).toBe(200);
    expect(await bytesOf(res)).toEqual(imageBytes);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('content-length')).toBe(String(imageBytes.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('serves the video with its type and the whole length', async () => {
    const res = await get(video.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(await bytesOf(res)).toEqual(videoBytes);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(video.url, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(videoBytes.length));
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(res)).length).toBe(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await get(image.url)).headers.get('etag') ?? '';
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given;
    // a browser revalidating a cached file sends max-age=0.
    const res = await get(image.url, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(res.status).toBe(304);
    expect((await bytesOf(res)).length).toBe(0);
  });

  describe('range requests (video seeking)', () => {
    it.each([
      ['the first 100 bytes', 'bytes=0-99', 0, 99],
      ['a middle slice', 'bytes=1000-4999', 1000, 4999],
      ['from an offset to the end', `bytes=${64 * 1024 - 10}-`, 64 * 1024 - 10, 64 * 1024 - 1],
      ['the last 500 bytes', 'bytes=-500', 64 * 1024 - 500, 64 * 1024 - 1],
      ['a range running past the end (clipped)', `bytes=65000-999999`, 65000, 64 * 1024 - 1],
    ])('answers 206 with %s', async (_label, range, start, end) => {
      const res = await get(video.url, { range });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${videoBytes.length}`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(await bytesOf(res)).toEqual(videoBytes.subarray(start, end + 1));
    });

    it('answers HEAD with a range as 206 without a body', async () => {
      const res = await get(video.url, { range: 'bytes=0-9' }, 'HEAD');
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 0-9/${videoBytes.length}`);
      expect(res.headers.get('content-length')).toBe('10');
    });

    it('answers 416 JSON with the length when the range starts past the end', async () => {
      const res = await get(video.url, { range: `bytes=${videoBytes.length}-` });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${videoBytes.length}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBeNull();
      expect(((await res.json()) as ErrorBody).error).toMatchObject({ code: 'range_not_satisfiable' });
    });

    it.each([
      ['a malformed range', { range: 'bytes=abc' }],
      ['another unit', { range: 'items=0-1' }],
      ['several ranges', { range: 'bytes=0-1,100-200' }],
      ['an If-Range for another version', { range: 'bytes=0-9', 'if-range': '"another-version"' }],
    ])('sends the whole file for %s', async (_label, headers) => {
      const res = await get(video.url, headers);
      expect(res.status).toBe(200);
      expect(await bytesOf(res)).toEqual(videoBytes);
    });

    it('honours If-Range for the current version', async () => {
      const etag = (await get(video.url, {}, 'HEAD')).headers.get('etag') ?? '';
      const res = await get(video.url, { range: 'bytes=0-9', 'if-range': etag });
      expect(res.status).toBe(206);
    });
  });

  it.each([
    ['an unknown file', '/api/media/files/00000000-0000-4000-8000-000000000000.png'],
    ['a name that is not a stored key', '/api/media/files/logo.png'],
    ['an encoded path traversal', '/api/media/files/..%2F..%2Fetc%2Fpasswd'],
    [
      'a stored-looking key with a type that is never stored',
      '/api/media/files/00000000-0000-4000-8000-000000000000.html',
    ],
  ])('answers 404 JSON for %s', async (_label, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'not_found',
      message: 'File not found',
    });
  });

  it('refuses other methods on a file with 405', async () => {
    const res = await get(image.url, {}, 'PUT');
    expect(res.status).toBe(405);
  });
});
