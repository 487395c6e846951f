import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  corpusFaults,
  mintToken,
  NO_CORPUS_FAULTS,
  PROTOTYPE_MEMBERS,
  runCorpus,
  storedDocuments,
} from '@rawi/kit/testing';
import { validationMessages, type ContentItem, type ErrorBody } from '@rawi/proto';
import { ContentItemModel } from '../../models/content-item.ts';
import { getTestServer } from '../../test/support.ts';

let server: Awaited<ReturnType<typeof getTestServer>>;
beforeAll(async () => {
  server = await getTestServer('bad_input');
});
afterAll(() => server.close());

describe('content: hostile input', () => {
  it('answers every corpus request without a 5xx and stores nothing', async () => {
    const before = await storedDocuments(ContentItemModel);
    const replies = await runCorpus(
      server.url,
      [
        { method: 'GET', path: '/api/content/hero/en' },
        { method: 'GET', path: '/api/content/all/ar' },
        { method: 'POST', path: '/api/content' },
      ],
      bearer(mintToken()),
    );
    expect(corpusFaults(replies)).toEqual(NO_CORPUS_FAULTS);
    expect(await storedDocuments(ContentItemModel)).toEqual(before);
  });
});

const m = validationMessages.en;
const admin = bearer(mintToken());
const save = (body: unknown) =>
  server.call<ContentItem & ErrorBody>('POST', '/api/content', { body, headers: admin });
const member = { name: 'Noura Al-Harbi', position: 'Head of Research', bio: 'Leads model training.' };

describe('content: keys, types and texts at the edge', () => {
  it.each([
    [
      'a constructor.prototype key in about',
      'about',
      { constructor: { prototype: { polluted: 1 } } },
      m.keyReserved,
    ],
    ['a nested prototype key in footer', 'footer', { links: [{ prototype: { x: 1 } }] }, m.keyReserved],
    [
      'a constructor key in a typed section',
      'hero',
      { heading: 'Hi', constructor: { prototype: 1 } },
      m.keyReserved,
    ],
    ['a NUL in a free-form text', 'about', { body: 'a\u0000b' }, m.controlCharacters],
    ['a right-to-left override in a free-form text', 'footer', { note: 'x\u202ey' }, m.bidiUnbalanced],
    ['a lone surrogate in a free-form key', 'about', { ['k\udfff']: 'v' }, m.brokenCharacters],
  ])('refuses %s with 400 and stores nothing', async (_label, section, data, message) => {
    const before = await storedDocuments(ContentItemModel);
    const res = await save({ section, language: 'en', data });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields?.data).toBe(message);
    expect(await storedDocuments(ContentItemModel)).toEqual(before);
  });

  it.each([
    ['a javascript: member image', { image: 'javascript:alert(1)' }, 'image'],
    ['a data: member image', { image: 'data:text/html,<script>alert(1)</script>' }, 'image'],
    ['a javascript: LinkedIn link', { linkedin: 'javascript:alert(document.cookie)' }, 'linkedin'],
    ['a data: LinkedIn link', { linkedin: 'data:text/html,x' }, 'linkedin'],
    ['a path outside the media library', { image: '//evil.example/x.png' }, 'image'],
  ])('refuses %s with 400 and the link message', async (_label, override, field) => {
    const res = await save({
      section: 'team',
      language: 'en',
      data: { members: [{ ...member, ...override }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[`data.members[0].${field}`]).toBe(m.urlInvalid);
    expect(await ContentItemModel.countDocuments({ section: 'team' })).toBe(0);
  });

  it('keeps library images, http(s) profiles and "#" for no profile', async () => {
    const members = [
      {
        ...member,
        image: '/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg',
        imageAlt: 'نورة أمام لوح',
        linkedin: 'https://www.linkedin.com/in/noura',
      },
      { ...member, image: 'https://cdn.example.com/noura.png', imageAlt: 'نورة تبتسم', linkedin: '#' },
      { ...member, image: '', linkedin: '' },
    ];
    const res = await save({ section: 'team', language: 'ar', data: { members } });
    expect(res.status).toBe(200);
    expect((res.body.data as { members: unknown[] }).members).toEqual(
      members.map((mbr) => ({ ...mbr, expertise: [] })),
    );
  });

  it.each([
    ['a number as the heading', { heading: 123 }, 'data.heading', m.mustBeText],
    ['a text as the opacity', { imageOpacity: '30' }, 'data.imageOpacity', m.opacityRange],
    ['a text as a switch', { showParallax: 'true' }, 'data.showParallax', m.mustBeBoolean],
    ['a line break in a button label', { primaryCTA: 'Go\r\nnow' }, 'data.primaryCTA', m.singleLine],
  ])('refuses %s in the hero with 400', async (_label, data, field, message) => {
    const res = await save({ section: 'hero', language: 'en', data });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it('drops hero keys named like Object.prototype members (other than prototype keys) as unknown fields', async () => {
    const keys = PROTOTYPE_MEMBERS.filter((key) => key !== 'constructor');
    const data = { heading: 'Own your AI', ...Object.fromEntries(keys.map((key) => [key, 'x'])) };
    const res = await save({ section: 'hero', language: 'en', data });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ heading: 'Own your AI' });
  });
});
