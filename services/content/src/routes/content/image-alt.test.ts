/**
 * Team photos' alt text: the team section is on the landing page as soon as it is saved, so a
 * member shown with a photo needs its alt text in the section's language (or the photo marked
 * decorative); a section stored before alt texts were asked for still loads as it was; and the
 * alt texts count in the section's translation status.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TranslationMarkModel } from '@rawi/kit';
import type { ContentItem, ContentTranslationStatus, TeamData } from '@rawi/proto';
import { ContentItemModel } from '../../models/content-item.ts';
import { admin, api, buildMember, m, save, useContentApi } from '../../test/content-api.ts';

useContentApi('image_alt');
beforeEach(async () => {
  await TranslationMarkModel.deleteMany({});
});

const PHOTO = '/api/media/files/1436bf61-831d-49cc-b55f-7ab576e80fcb.png';
const team = (members: Array<Record<string, unknown>>) => ({ title: 'Our Team', members });
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('alt text of team photos', () => {
  it('refuses a member shown with a photo and no alt text, naming the member’s field, saving nothing', async () => {
    const res = await save({
      section: 'team',
      language: 'en',
      data: team([
        buildMember({ image: PHOTO, imageAlt: 'Noura at her desk' }),
        buildMember({ image: PHOTO }),
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toEqual({ 'data.members[1].imageAlt': m.imageAltRequired });
    expect(await ContentItemModel.countDocuments()).toBe(0);
  });

  it('keeps each photo’s alt text or decorative mark, and asks nothing of a member without a photo', async () => {
    const res = await save({
      section: 'team',
      language: 'ar',
      data: team([
        buildMember({ image: PHOTO, imageAlt: '  نورة الحربي مبتسمة  ' }),
        buildMember({ image: PHOTO, imageDecorative: true }),
        buildMember({ image: '' }),
      ]),
    });
    expect(res.status).toBe(200);
    const [described, decorative, initials] = (res.body.data as unknown as TeamData).members;
    expect(described).toMatchObject({ image: PHOTO, imageAlt: 'نورة الحربي مبتسمة' });
    expect(decorative).toMatchObject({ image: PHOTO, imageDecorative: true });
    expect(decorative).not.toHaveProperty('imageAlt');
    expect(initials).not.toHaveProperty('imageAlt');
  });

  it('still serves a section stored before alt texts were asked for, as it was', async () => {
    const stored = team([{ ...buildMember(), image: PHOTO, linkedin: '', expertise: [] }]);
    await ContentItemModel.create({ section: 'team', language: 'en', data: stored });
    const res = await api.call<ContentItem>('GET', '/api/content/team/en');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(stored);
  });

  it('counts a changed alt text as text to translate', async () => {
    const statuses = async () =>
      (await api.call<ContentTranslationStatus[]>('GET', '/api/content/translations', { headers: admin }))
        .body;
    const english = (imageAlt: string) => team([buildMember({ image: PHOTO, imageAlt })]);
    await save({ section: 'team', language: 'en', data: english('Noura at her desk') });
    await tick();
    await save({
      section: 'team',
      language: 'ar',
      data: team([buildMember({ image: PHOTO, imageAlt: 'نورة على مكتبها' })]),
    });
    expect((await statuses()).find((s) => s.section === 'team')?.state).toBe('in-step');
    await tick();
    await save({ section: 'team', language: 'en', data: english('Noura presenting a model') });
    expect((await statuses()).find((s) => s.section === 'team')).toMatchObject({
      state: 'outdated',
      language: 'ar',
    });
  });
});
