/**
 * A library image's details (PATCH /api/media/{id}): its alt text in each language, its
 * decorative mark and its focal point, checked by the shared schema (400 with the field named),
 * kept with a revision (409 from a stale one), announced as media.updated in the record's own
 * write; and the public read of every focal point the pages cut and place images by.
 */
import { describe, expect, it } from 'vitest';
import { SUBJECTS, validationMessages, type ImageFocus, type MediaFile } from '@rawi/proto';
import { checkedFetch } from '@rawi/kit/testing';
import { MediaFileModel } from '../../models/media-file.ts';
import { adminHeaders, upload } from '../../test/support.ts';
import * as files from '../../test/files.ts';
import { errorOf, events, list, server, useMediaApi } from '../../test/media-api.ts';

useMediaApi('media_details');

const m = validationMessages.en;

async function uploaded(bytes = files.png(), name = 'core.png'): Promise<MediaFile> {
  const res = await upload(server.url, bytes, { name });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaFile;
}

function patch(id: string, body: unknown, headers: Record<string, string> = {}) {
  return checkedFetch(`${server.url}/api/media/${id}`, {
    method: 'PATCH',
    headers: { ...adminHeaders(), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const foci = async () => {
  const res = await checkedFetch(`${server.url}/api/media/focal-points`);
  expect(res.status).toBe(200);
  return (await res.json()) as ImageFocus[];
};

describe("an image's details", () => {
  it('keeps the alt text in each language, the decorative mark and the focal point, with media.updated', async () => {
    const media = await uploaded();
    expect(media).toMatchObject({ revision: 0 });
    expect(media).not.toHaveProperty('alt');
    expect(media).not.toHaveProperty('focal');

    const res = await patch(media.id, {
      alt: { en: '  A glowing core  ', ar: 'نواة مضيئة' },
      decorative: false,
      focal: { x: 0.25, y: 0.75 },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as MediaFile;
    expect(saved).toMatchObject({
      id: media.id,
      alt: { en: 'A glowing core', ar: 'نواة مضيئة' },
      focal: { x: 0.25, y: 0.75 },
      revision: 1,
    });
    expect(saved).not.toHaveProperty('decorative');
    expect((await list())[0]).toEqual(saved);

    const event = await events.waitFor(
      (e) => e.subject === SUBJECTS.mediaUpdated && (e.data as { media: MediaFile }).media.id === media.id,
    );
    expect(event.data).toEqual({ media: saved });
    expect(event.actor).toMatchObject({ username: 'noura' });
    // Published from the record, which then holds nothing more to send.
    await expect.poll(async () => (await MediaFileModel.findById(media.id).lean())?.eventsPending).toBe(0);
  });

  it('changes only the fields given: a blank alt removes it, null puts the focal point back in the centre', async () => {
    const media = await uploaded();
    await patch(media.id, { alt: { en: 'Core', ar: 'نواة' }, focal: { x: 0.1, y: 0.2 } });
    const decorative = (await (await patch(media.id, { decorative: true })).json()) as MediaFile;
    expect(decorative).toMatchObject({
      alt: { en: 'Core', ar: 'نواة' },
      decorative: true,
      focal: { x: 0.1, y: 0.2 },
    });
    const cleared = (await (
      await patch(media.id, { alt: { en: 'Core', ar: '  ' }, focal: null })
    ).json()) as MediaFile;
    expect(cleared.alt).toEqual({ en: 'Core' });
    expect(cleared).not.toHaveProperty('focal');
    expect(cleared).toMatchObject({ decorative: true, revision: 3 });
    const none = (await (await patch(media.id, { alt: {} })).json()) as MediaFile;
    expect(none).not.toHaveProperty('alt');
  });

  it.each([
    ['a focal point past the edge', { focal: { x: 1.2, y: 0.5 } }, 'focal.x', m.focalInvalid],
    ['a negative focal point', { focal: { x: 0.5, y: -0.01 } }, 'focal.y', m.focalInvalid],
    ['a focal point given as text', { focal: { x: '0.5', y: 0.5 } }, 'focal.x', m.focalInvalid],
    ['half a focal point', { focal: { x: 0.5 } }, 'focal.y', m.focalInvalid],
    ['a focal point that is no object', { focal: 'centre' }, 'focal', m.focalInvalid],
    ['alt text past 250 characters', { alt: { ar: 'ن'.repeat(251) } }, 'alt.ar', m.altTooLong],
    ['alt text over two lines', { alt: { en: 'a\nb' } }, 'alt.en', m.singleLine],
    ['a decorative mark that is no boolean', { decorative: 'yes' }, 'decorative', m.mustBeBoolean],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, body, field, message) => {
    const media = await uploaded();
    const res = await patch(media.id, body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({ [field]: message });
    expect((await MediaFileModel.findById(media.id).lean())?.revision).toBe(0);
  });

  it('answers 401 without a session, 404 for a file that is not there, 409 from a stale revision', async () => {
    const media = await uploaded();
    const anonymous = await checkedFetch(`${server.url}/api/media/${media.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decorative: true }),
    });
    expect(anonymous.status).toBe(401);
    expect((await patch('65f000000000000000000001', { decorative: true })).status).toBe(404);
    expect((await patch('not-an-id', { decorative: true })).status).toBe(404);
    expect((await patch(media.id, { decorative: true }, { 'if-match': '"0"' })).status).toBe(200);
    const stale = await patch(media.id, { decorative: false }, { 'if-match': '"0"' });
    expect(stale.status).toBe(409);
    expect((await MediaFileModel.findById(media.id).lean())?.decorative).toBe(true);
  });

  it('marks an image’s variants pending again when its focal point moves the crops, not for its alt text', async () => {
    const media = await uploaded();
    await MediaFileModel.updateOne({ _id: media.id }, { $set: { variantsStatus: 'ready' } });
    await patch(media.id, { alt: { en: 'Core' } });
    expect((await MediaFileModel.findById(media.id).lean())?.variantsStatus).toBe('ready');
    // Less than half a percent: the crops' names (whole percents) stay, so nothing is cut again.
    await patch(media.id, { focal: { x: 0.501, y: 0.499 } });
    expect((await MediaFileModel.findById(media.id).lean())?.variantsStatus).toBe('ready');
    await patch(media.id, { focal: { x: 0.3, y: 0.5 } });
    expect((await MediaFileModel.findById(media.id).lean())?.variantsStatus).toBe('pending');
  });
});

describe('the focal points the pages read', () => {
  it('lists each image an editor set one on, by its uuid, to anyone', async () => {
    const plain = await uploaded(files.png(), 'plain.png');
    const placed = await uploaded(files.png(), 'placed.png');
    expect(await foci()).toEqual([]);
    await patch(placed.id, { focal: { x: 0.2, y: 0.9 } });
    await patch(plain.id, { alt: { en: 'Plain' } });
    expect(await foci()).toEqual([{ id: placed.filename.slice(0, 36), x: 0.2, y: 0.9 }]);
    await patch(placed.id, { focal: null });
    expect(await foci()).toEqual([]);
  });
});
