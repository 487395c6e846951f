import { describe, expect, it, vi } from 'vitest';
import { SUBJECTS, type MediaFile } from '@rawi/proto';
import { OutboxEvent } from '@rawi/kit';
import { checkedFetch, testLogger } from '@rawi/kit/testing';
import { MediaFileModel } from '../../models/media-file.ts';
import { sweepStaleMedia, STALE_DELETE_MS, STALE_UPLOAD_MS } from '../../janitor/media-janitor.ts';
import { adminHeaders, upload } from '../../test/support.ts';
import * as files from '../../test/files.ts';
import {
  errorOf,
  events,
  expectNothingStored,
  list,
  server,
  startWithStorageDown,
  useMediaApi,
} from '../../test/media-api.ts';

useMediaApi('media_removal');

describe('DELETE /api/media/:id', () => {
  const remove = (id: string, url = server.url) =>
    checkedFetch(`${url}/api/media/${id}`, { method: 'DELETE', headers: adminHeaders() });

  it('removes the object and the record and announces media.deleted', async () => {
    const media = (await (await upload(server.url, files.png())).json()) as MediaFile;
    const res = await remove(media.id);
    expect(res.status).toBe(204);
    await expectNothingStored();
    const event = await events.waitFor(
      (e) => e.subject === SUBJECTS.mediaDeleted && (e.data as { id: string }).id === media.id,
    );
    expect(event).toMatchObject({
      id: `media.deleted.${media.id}`,
      data: { id: media.id, filename: media.filename },
    });
    expect((await checkedFetch(`${server.url}${media.url}`)).status).toBe(404);
  });

  it('answers 404 for an unknown, malformed or already deleted id', async () => {
    const media = (await (await upload(server.url, files.png())).json()) as MediaFile;
    expect((await remove(media.id)).status).toBe(204);
    for (const id of [media.id, '0123456789abcdef01234567', 'not-an-id', encodeURIComponent('{"$gt":""}')]) {
      const res = await remove(id);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
  });

  it('keeps the record and reports 503 when MinIO is down; a retry finishes the delete', async () => {
    const media = (await (await upload(server.url, files.png())).json()) as MediaFile;
    const broken = await startWithStorageDown();
    try {
      const res = await remove(media.id, broken.url);
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toMatchObject({
        message: 'The file could not be deleted from storage; please try again',
      });
    } finally {
      await broken.close();
    }
    // Nothing is half-gone: the record is still listed and the file still served.
    expect((await list()).map((m) => m.id)).toEqual([media.id]);
    expect(await server.objects()).toEqual([media.filename]);
    expect((await checkedFetch(`${server.url}${media.url}`)).status).toBe(200);

    expect((await remove(media.id)).status).toBe(204);
    await expectNothingStored();
  });

  it('records media.deleted once even when a delete is retried after recording it', async () => {
    const media = (await (await upload(server.url, files.png())).json()) as MediaFile;
    // The first attempt recorded the event, then the record removal failed.
    vi.spyOn(MediaFileModel, 'deleteOne').mockRejectedValueOnce(new Error('database went away'));
    expect((await remove(media.id)).status).toBe(500);
    expect(await MediaFileModel.countDocuments()).toBe(1);
    expect((await remove(media.id)).status).toBe(204);
    await expectNothingStored();
    expect(await OutboxEvent.countDocuments({ subject: SUBJECTS.mediaDeleted })).toBe(1);
  });
});

describe('the media janitor', () => {
  it('finishes an upload left half-done by a crash and a delete left half-done, and nothing newer', async () => {
    const stale = (await (await upload(server.url, files.png(), { name: 'stale.png' })).json()) as MediaFile;
    const halfDeleted = (await (
      await upload(server.url, files.gif(), { name: 'deleting.gif' })
    ).json()) as MediaFile;
    const fresh = (await (
      await upload(server.url, files.webp(), { name: 'fresh.webp' })
    ).json()) as MediaFile;
    const old = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
    await MediaFileModel.collection.updateOne(
      { filename: stale.filename },
      { $set: { status: 'uploading', updatedAt: old } },
    );
    await MediaFileModel.collection.updateOne(
      { filename: halfDeleted.filename },
      { $set: { status: 'deleting', updatedAt: new Date(Date.now() - STALE_DELETE_MS - 1000) } },
    );

    const swept = await sweepStaleMedia({ bucket: server.bucket, logger: testLogger, relay: server.relay });
    expect(swept).toEqual({ uploads: 1, deletes: 1, variants: 0 });
    expect((await list()).map((m) => m.id)).toEqual([fresh.id]);
    expect(await server.objects()).toEqual([fresh.filename]);
    await events.waitFor(
      (e) => e.subject === SUBJECTS.mediaDeleted && (e.data as { id: string }).id === halfDeleted.id,
    );
  });
});
