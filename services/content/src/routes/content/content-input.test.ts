/** POST /api/content refuses what it must: the spec's validation messages, hostile input, bad tokens. */
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, generateJwtKeys, mintToken, unsignedToken } from '@rawi/kit/testing';
import { ContentItemModel } from '../../models/content-item.ts';
import { storedContent } from '../../test/support.ts';
import { buildMember, hero, m, save, useContentApi } from '../../test/content-api.ts';

useContentApi('routes-input');

describe('POST /api/content refuses bad input', () => {
  describe("validation (the spec's messages)", () => {
    it.each([
      [
        'hero imageOpacity above 100',
        'hero',
        hero({ imageOpacity: 101 }),
        'data.imageOpacity',
        m.opacityRange,
      ],
      ['hero imageOpacity below 0', 'hero', hero({ imageOpacity: -1 }), 'data.imageOpacity', m.opacityRange],
      [
        'hero imageOpacity not a number',
        'hero',
        hero({ imageOpacity: 'half' }),
        'data.imageOpacity',
        m.opacityRange,
      ],
      ['hero alignment', 'hero', hero({ alignment: 'justify' }), 'data.alignment', m.alignmentInvalid],
      [
        'hero gradient',
        'hero',
        hero({ gradientOverlay: 'red; background:url(x)' }),
        'data.gradientOverlay',
        m.gradientInvalid,
      ],
      ['hero switch', 'hero', hero({ showParallax: 'sometimes' }), 'data.showParallax', m.mustBeBoolean],
      [
        'hero background link',
        'hero',
        hero({ backgroundImage: 'javascript:alert(1)' }),
        'data.backgroundImage',
        m.urlInvalid,
      ],
      [
        'a service without id',
        'services',
        { services: [{ title: 'LLM' }] },
        'data.services[0].id',
        m.serviceIdRequired,
      ],
      [
        'a service with a blank id',
        'services',
        { services: [{ id: '  ', title: 'LLM' }] },
        'data.services[0].id',
        m.serviceIdRequired,
      ],
      ['services that are not a list', 'services', { services: 'LLM' }, 'data.services', m.mustBeList],
      [
        'a team member without name',
        'team',
        { members: [buildMember({ name: '' })] },
        'data.members[0].name',
        m.nameRequired,
      ],
      [
        'a team member without position',
        'team',
        { members: [buildMember({ position: undefined })] },
        'data.members[0].position',
        m.positionRequired,
      ],
      [
        'a team member without bio',
        'team',
        { members: [buildMember({ bio: ' ' })] },
        'data.members[0].bio',
        m.bioRequired,
      ],
      ['about that is not an object', 'about', ['a', 'b'], 'data', m.mustBeObject],
      ['footer with a dotted key', 'footer', { links: { 'a.b': 1 } }, 'data', m.keyInvalid],
      ['about with an operator key', 'about', { $where: 'sleep(1000)' }, 'data', m.keyInvalid],
      ['hero with an operator key', 'hero', { $set: { heading: 'x' } }, 'data', m.keyInvalid],
    ])('refuses %s with 400', async (_label, section, data, field, message) => {
      const res = await save({ section, language: 'en', data });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields?.[field]).toBe(message);
      expect(await ContentItemModel.countDocuments()).toBe(0);
    });

    it('reports every missing team field at once', async () => {
      const res = await save({ section: 'team', language: 'en', data: { members: [{}] } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toMatchObject({
        'data.members[0].name': m.nameRequired,
        'data.members[0].position': m.positionRequired,
        'data.members[0].bio': m.bioRequired,
      });
    });

    it.each([
      ['an unknown section', { section: 'pricing', language: 'en', data: {} }, 'section', m.sectionInvalid],
      ['a missing language', { section: 'hero', data: {} }, 'language', m.languageRequired],
      ['an unknown language', { section: 'hero', language: 'fr', data: {} }, 'language', m.languageInvalid],
      ['missing data', { section: 'hero', language: 'en' }, 'data', m.mustBeObject],
      ['data as text', { section: 'hero', language: 'en', data: 'hello' }, 'data', m.mustBeObject],
    ])('refuses %s with 400', async (_label, body, field, message) => {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.[field]).toBe(message);
    });
  });

  describe('hostile input changes nothing', () => {
    beforeEach(async () => {
      await save({ section: 'hero', language: 'en', data: hero() });
    });

    it.each([
      ['an operator as the section', { section: { $gt: '' }, language: 'en', data: {} }],
      ['an operator as the language', { section: 'hero', language: { $ne: null }, data: {} }],
      [
        'an operator as a hero field',
        { section: 'hero', language: 'en', data: hero({ heading: { $gt: '' } }) },
      ],
      [
        'an operator inside a team member',
        { section: 'team', language: 'en', data: { members: [buildMember({ name: { $ne: '' } as never })] } },
      ],
      ['a body that is a list', [{ section: 'hero', language: 'en', data: {} }]],
    ])('refuses %s with 400', async (_label, body) => {
      const before = await storedContent('hero', 'en');
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(await storedContent('hero', 'en')).toEqual(before);
      expect(await ContentItemModel.countDocuments()).toBe(1);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await save('{"section":"hero","language":"en","data":{');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Malformed JSON body');
      expect((await storedContent('hero', 'en'))?.data).toEqual(hero());
    });

    it('refuses a body over 1 MB with 413', async () => {
      const res = await save({ section: 'about', language: 'en', data: { body: 'x'.repeat(1_100_000) } });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
      expect(await storedContent('about', 'en')).toBeNull();
    });
  });

  describe('requires a verified admin token', () => {
    it.each([
      ['no token', {}],
      [
        'a token signed with another key',
        bearer(mintToken({}, { privateKey: generateJwtKeys().privateKey })),
      ],
      ['an unsigned alg=none token', bearer(unsignedToken())],
      ['an expired token', bearer(mintToken({}, { expiresIn: -10 }))],
    ])('refuses %s with 401 and stores nothing', async (_label, headers) => {
      const res = await save(
        { section: 'hero', language: 'en', data: hero() },
        headers as Record<string, string>,
      );
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      expect(await ContentItemModel.countDocuments()).toBe(0);
    });
  });
});
