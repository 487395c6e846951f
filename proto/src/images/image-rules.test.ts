/**
 * What the pages say of their images and how they cut them: an image shown on a published page
 * has alt text in the page's language (or is marked decorative), a library image's details
 * (alt text per language, decorative, focal point) are checked, and crops are named and cut
 * around the focal point.
 */
import { describe, expect, it } from 'vitest';
import {
  allVariantFilenames,
  cropBox,
  cropSizesFor,
  focalPercents,
  objectPosition,
  parseStoredName,
  responsiveSources,
  variantFilename,
} from './images.ts';
import { validationMessages } from '../text/messages.ts';
import { schemasFor, validateOptions } from '../schemas/input-schemas.ts';
import { schemas } from '../schemas/english-schemas.ts';
import { problems, validMember, validProject } from '../schemas/test-support.ts';

const m = validationMessages.en;
const ar = validationMessages.ar;
const IMAGE = '/api/media/files/0b527731-f711-47f1-92ae-ebca2d5d9a1f.png';
const UUID = '0b527731-f711-47f1-92ae-ebca2d5d9a1f';

const member = validMember;
const project = validProject;

describe('alt text before publishing', () => {
  it('is asked for a team photo, in the admin’s language, at the member’s imageAlt', async () => {
    const team = { members: [member, { ...member, image: IMAGE }] };
    expect(await problems(schemas.teamData, team)).toEqual({ 'members[1].imageAlt': m.imageAltRequired });
    expect(await problems(schemasFor('ar').teamData, team)).toEqual({
      'members[1].imageAlt': ar.imageAltRequired,
    });
    expect(ar.imageAltRequired).toMatch(/\p{Script=Arabic}/u);
    // Blank (initials shown), described, or decorative: nothing to ask.
    expect(await problems(schemas.teamMember, { ...member, image: '  ' })).toEqual({});
    expect(
      await problems(schemas.teamMember, { ...member, image: IMAGE, imageAlt: 'Sara, smiling' }),
    ).toEqual({});
    expect(await problems(schemas.teamMember, { ...member, image: IMAGE, imageDecorative: true })).toEqual(
      {},
    );
    expect(await problems(schemas.teamMember, { ...member, image: IMAGE, imageAlt: '   ' })).toEqual({
      imageAlt: m.imageAltRequired,
    });
  });

  it('is asked for a published project’s image (active, or a draft scheduled to publish), not an unpublished one', async () => {
    const shown = { ...project, imageUrl: IMAGE };
    expect(await problems(schemas.project, shown)).toEqual({ imageAlt: m.imageAltRequired });
    expect(await problems(schemas.projectSave, { ...shown, status: 'active' })).toEqual({
      imageAlt: m.imageAltRequired,
    });
    expect(await problems(schemas.project, { ...shown, status: 'draft' })).toEqual({});
    expect(await problems(schemas.project, { ...shown, status: 'archived' })).toEqual({});
    expect(
      await problems(schemas.project, { ...shown, status: 'draft', publishAt: '2099-01-01T09:00:00+03:00' }),
    ).toEqual({ imageAlt: m.imageAltRequired });
    expect(await problems(schemas.project, { ...shown, imageAlt: 'A glowing core' })).toEqual({});
    expect(await problems(schemas.project, { ...shown, imageDecorative: true })).toEqual({});
    expect(await problems(schemas.project, project)).toEqual({});
    // A stored version (history, a backup) keeps loading without one.
    expect(await problems(schemas.projectRecord, shown)).toEqual({});
  });

  it('is one line of at most 250 characters, blank dropped', async () => {
    expect(
      await problems(schemas.project, { ...project, imageUrl: IMAGE, imageAlt: 'a'.repeat(251) }),
    ).toEqual({
      imageAlt: m.altTooLong,
    });
    expect(await problems(schemas.project, { ...project, imageAlt: 'a\nb' })).toEqual({
      imageAlt: m.singleLine,
    });
    const saved = await schemas.teamMember.validate({ ...member, imageAlt: '' }, validateOptions);
    expect(saved).not.toHaveProperty('imageAlt');
    expect(await problems(schemas.teamMember, { ...member, imageDecorative: 'yes' })).toEqual({
      imageDecorative: m.mustBeBoolean,
    });
  });
});

describe("a library image's details", () => {
  const details = schemas.mediaDetails;

  it('take alt text per language, a decorative mark and a focal point of two numbers in 0–1', async () => {
    expect(
      await details.validate(
        { alt: { en: ' A core ', ar: 'نواة', fr: 'x' }, decorative: false, focal: { x: 0, y: 1 }, other: 1 },
        validateOptions,
      ),
    ).toEqual({ alt: { en: 'A core', ar: 'نواة' }, decorative: false, focal: { x: 0, y: 1 } });
    expect(await details.validate({ focal: null }, validateOptions)).toEqual({ focal: null });
    expect(await details.validate({}, validateOptions)).toEqual({});
  });

  it('refuse a focal point outside the image, of another type or half given, in both languages', async () => {
    for (const focal of [
      { x: 1.5, y: 0.5 },
      { x: -0.1, y: 0.5 },
      { x: '0.5', y: 0.5 },
      { x: 0.5 },
      'centre',
      [0.5, 0.5],
    ]) {
      const found = await problems(details, { focal });
      expect(Object.values(found), JSON.stringify(focal)).toContain(m.focalInvalid);
    }
    expect(Object.values(await problems(schemasFor('ar').mediaDetails, { focal: { x: 2, y: 0 } }))).toEqual([
      ar.focalInvalid,
    ]);
    expect(await problems(details, { alt: { ar: 'ن'.repeat(251) } })).toEqual({ 'alt.ar': m.altTooLong });
    expect(await problems(details, { alt: 'a core' })).toEqual({ alt: m.mustBeObject });
  });
});

describe('crops around the focal point', () => {
  it('are named by shape and focal point in whole percents, and read back from the name', () => {
    const name = variantFilename(`${UUID}.png`, 960, 'image/avif', {
      crop: 'wide',
      focal: { x: 0.304, y: 0.716 },
    });
    expect(name).toBe(`${UUID}-wide-30-72-w960.avif`);
    expect(parseStoredName(name)).toEqual({
      kind: 'variant',
      uuid: UUID,
      width: 960,
      type: 'image/avif',
      cut: { crop: 'wide', x: 30, y: 72 },
    });
    // Without a focal point: the centre. The whole image's names are as before.
    expect(variantFilename(UUID, 480, 'image/webp', { crop: 'square' })).toBe(
      `${UUID}-square-50-50-w480.webp`,
    );
    expect(parseStoredName(`${UUID}-w480.webp`)).toEqual({
      kind: 'variant',
      uuid: UUID,
      width: 480,
      type: 'image/webp',
    });
    expect(parseStoredName(`${UUID}-wide-101-50-w480.webp`)).toBeUndefined();
    expect(parseStoredName(`${UUID}-round-50-50-w480.webp`)).toBeUndefined();
    expect(focalPercents({ x: 2, y: Number.NaN })).toEqual({ x: 100, y: 50 });
    expect(objectPosition({ x: 0.25, y: 0.8 })).toBe('25% 80%');
    expect(objectPosition(undefined)).toBe('50% 50%');
  });

  it.each([
    // A 2400 × 1600 photo: a square is 1600 wide, a 16:9 cut 1350 high.
    [2400, 1600, 'square', 0.5, 0.5, [400, 0, 1600, 1600]],
    [2400, 1600, 'square', 0.1, 0.5, [0, 0, 1600, 1600]],
    [2400, 1600, 'square', 0.75, 0, [800, 0, 1600, 1600]],
    [2400, 1600, 'wide', 0.5, 0.9, [0, 250, 2400, 1350]],
    [2400, 1600, 'wide', 0.5, 0.55, [0, 205, 2400, 1350]],
    // An image already of the shape is kept whole.
    [1600, 900, 'wide', 0, 0, [0, 0, 1600, 900]],
    // A portrait's square cut moves down and up with the point.
    [900, 1600, 'square', 0.5, 0.2, [0, 0, 900, 900]],
    [900, 1600, 'square', 0.5, 0.6, [0, 510, 900, 900]],
  ] as const)(
    'keep the largest box of their shape, centred on the point as far as the edges allow: %i × %i, %s at %f, %f',
    (width, height, crop, x, y, [left, top, boxWidth, boxHeight]) => {
      expect(cropBox(width, height, crop, { x, y })).toEqual({
        left,
        top,
        width: boxWidth,
        height: boxHeight,
      });
    },
  );

  it("are what a page's srcset names, and what deleting an image removes", () => {
    const focal = { x: 0.3, y: 0.2 };
    const [avif] = responsiveSources(IMAGE, { crop: 'square', focal }) ?? [];
    expect(avif).toEqual({
      type: 'image/avif',
      srcSet: `/api/media/files/${UUID}-square-30-20-w480.avif 480w`,
    });
    const wide = responsiveSources(IMAGE, { crop: 'wide', focal })?.[1]?.srcSet.split(', ');
    expect(wide).toHaveLength(4);
    expect(wide?.[0]).toBe(`/api/media/files/${UUID}-wide-30-20-w480.webp 480w`);
    expect(responsiveSources('/images/logo.svg', { crop: 'wide', focal })).toBeUndefined();
    const names = allVariantFilenames(`${UUID}.png`, focal);
    expect(names).toContain(`${UUID}-w1920.avif`);
    expect(names).toContain(`${UUID}-square-30-20-w480.webp`);
    expect(names).toContain(`${UUID}-wide-30-20-w1920.avif`);
    expect(cropSizesFor('wide', 1350)).toEqual([
      { slot: 480, width: 480 },
      { slot: 960, width: 960 },
      { slot: 1440, width: 1350 },
    ]);
    expect(cropSizesFor('square', 1600)).toEqual([{ slot: 480, width: 480 }]);
  });
});
