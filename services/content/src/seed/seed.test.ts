import { describe, expect, it } from 'vitest';
import { useTestDependencies, testLogger } from '@rawi/kit/testing';
import { SeedMarker } from '@rawi/kit';
import {
  CONTENT_SECTIONS,
  DEFAULT_IMAGES,
  DEMO_IMAGE_ALT,
  DEMO_IMAGES,
  LANGUAGES,
  demoImageUrl,
  type DemoImageName,
  responsiveSources,
  schemas,
  validateOptions,
} from '@rawi/proto';
import { ContentItemModel } from '../models/content-item.ts';
import { DEMO_CONTENT_DATASET, demoContent, seedDemoContent } from './index.ts';
import { heroSeed } from './hero.ts';
import { servicesSeed } from './services.ts';
import { teamSeed } from './team.ts';

useTestDependencies('content_seed', {
  ready: () => ContentItemModel.init(),
  beforeEach: async () => {
    await ContentItemModel.deleteMany({});
    await SeedMarker.deleteMany({});
  },
});

const demo = (section: string, language: string) =>
  demoContent.find((i) => i.section === section && i.language === language)!.data;
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('demo content', () => {
  it('covers every section in English and Arabic', () => {
    expect(demoContent.map((i) => `${i.section}/${i.language}`).sort()).toEqual(
      CONTENT_SECTIONS.flatMap((s) => LANGUAGES.map((l) => `${s}/${l}`)).sort(),
    );
  });

  it.each(demoContent.map((i) => [i.section, i.language, i.data] as const))(
    'passes the shared schema unchanged: %s/%s',
    async (section, _language, data) => {
      expect(await schemas.contentData[section].validate(data, validateOptions)).toEqual(data);
    },
  );

  it('writes Arabic content in Arabic script, not transliteration', () => {
    const hero = heroSeed.ar;
    const team = teamSeed.ar;
    const services = servicesSeed.ar;
    const texts = [
      hero.heading,
      hero.subtitle,
      hero.primaryCTA,
      hero.secondaryCTA,
      team.title,
      ...team.members.flatMap((m) => [m.name, m.position, m.bio, ...m.expertise]),
      ...services.services.flatMap((s) => [s.title, s.description, ...s.features]),
    ];
    for (const text of texts) {
      expect(text).toMatch(ARABIC);
      expect(text).not.toMatch(LATIN_WORD);
    }
  });

  it('uses the spec hero defaults per language', () => {
    expect(demo('hero', 'en')).toMatchObject({
      primaryCTA: 'Explore Services',
      secondaryCTA: 'Request Demo',
      backgroundImage: DEFAULT_IMAGES.heroBackground,
      gradientOverlay: 'blue-900-to-blue-700',
      imageOpacity: 30,
      alignment: 'left',
      showParallax: true,
      showAnimations: true,
    });
    expect(demo('hero', 'ar')).toMatchObject({
      primaryCTA: 'استكشف خدماتنا',
      secondaryCTA: 'اطلب عرضاً تجريبياً',
      alignment: 'right',
      imageOpacity: 30,
    });
  });

  it('has six service cards with ids, icons and 3-4 features, and a team with an AI assistant', () => {
    for (const language of LANGUAGES) {
      const { services } = servicesSeed[language];
      expect(services.map((s) => s.id)).toEqual([
        'service-1',
        'service-2',
        'service-3',
        'service-4',
        'service-5',
        'service-6',
      ]);
      expect(services.map((s) => s.icon).sort()).toEqual([
        'brain',
        'file-text',
        'message-circle',
        'mic',
        'search',
        'shield',
      ]);
      for (const s of services) expect(s.features.length).toBeGreaterThanOrEqual(3);
      for (const s of services) expect(s.features.length).toBeLessThanOrEqual(4);
      const { members } = teamSeed[language];
      expect(members.length).toBeGreaterThanOrEqual(4);
      expect(
        members.some((mbr) => mbr.position === (language === 'en' ? 'AI Assistant' : 'مساعد ذكاء اصطناعي')),
      ).toBe(true);
      expect(members.some((mbr) => mbr.linkedin === '' || mbr.linkedin === '#')).toBe(true);
      for (const mbr of members) expect(mbr.expertise.length).toBeGreaterThanOrEqual(2);
    }
    expect(demo('contact', 'en')).toMatchObject({ address: expect.stringContaining('Riyadh') });
    expect(demo('contact', 'ar')).toMatchObject({ address: expect.stringContaining('الرياض') });
  });

  it('gives every member a portrait of its own from the media library, the same in both languages', () => {
    const en = teamSeed.en.members.map((m) => m.image);
    expect(teamSeed.ar.members.map((m) => m.image)).toEqual(en);
    expect(new Set(en).size).toBe(en.length);
    for (const image of en) expect(responsiveSources(image), image).toBeDefined();
    expect(en).toContain(demoImageUrl('team-assistant'));
  });

  it("describes every portrait in the section's language, as the media library does, and passes the shared schema", async () => {
    for (const language of ['en', 'ar'] as const) {
      for (const member of teamSeed[language].members) {
        const name = (Object.keys(DEMO_IMAGES) as DemoImageName[]).find(
          (n) => demoImageUrl(n) === member.image,
        );
        expect(member.imageAlt, member.name).toBe(DEMO_IMAGE_ALT[name!][language]);
        expect(/\p{Script=Arabic}/u.test(member.imageAlt ?? ''), member.name).toBe(language === 'ar');
      }
      expect(await schemas.teamData.validate(teamSeed[language], validateOptions)).toEqual(
        teamSeed[language],
      );
    }
  });
});

describe('seedDemoContent', () => {
  it('inserts every section once and records the marker', async () => {
    expect(await seedDemoContent(testLogger)).toEqual({ seeded: true, inserted: demoContent.length });
    expect(await ContentItemModel.countDocuments()).toBe(demoContent.length);
    expect((await ContentItemModel.findOne({ section: 'team', language: 'ar' }).lean())?.data).toEqual(
      demo('team', 'ar'),
    );
    expect(await SeedMarker.findById(DEMO_CONTENT_DATASET).lean()).toMatchObject({
      inserted: demoContent.length,
    });
  });

  it('never overwrites a section an admin already saved', async () => {
    const updatedAt = new Date('2025-01-02T03:04:05Z');
    await ContentItemModel.collection.insertOne({
      section: 'hero',
      language: 'en',
      data: { heading: 'Admin heading' },
      createdAt: updatedAt,
      updatedAt,
    });
    expect(await seedDemoContent(testLogger)).toEqual({ seeded: true, inserted: demoContent.length - 1 });
    const hero = await ContentItemModel.findOne({ section: 'hero', language: 'en' }).lean();
    expect(hero?.data).toEqual({ heading: 'Admin heading' });
    expect(hero?.updatedAt.toISOString()).toBe(updatedAt.toISOString());
  });

  it('does not bring the demo back after an admin deleted it', async () => {
    await seedDemoContent(testLogger);
    await ContentItemModel.deleteMany({});
    expect(await seedDemoContent(testLogger)).toEqual({ seeded: false, inserted: 0 });
    expect(await ContentItemModel.countDocuments()).toBe(0);
  });

  it('leaves later admin edits alone on the next start', async () => {
    await seedDemoContent(testLogger);
    await ContentItemModel.updateOne(
      { section: 'footer', language: 'ar' },
      { $set: { data: { rights: 'محفوظة' } } },
    );
    await seedDemoContent(testLogger);
    expect((await ContentItemModel.findOne({ section: 'footer', language: 'ar' }).lean())?.data).toEqual({
      rights: 'محفوظة',
    });
  });
});
