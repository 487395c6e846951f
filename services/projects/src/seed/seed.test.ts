import { describe, expect, it } from 'vitest';
import { useTestDependencies, testLogger } from '@rawi/kit/testing';
import { SeedMarker } from '@rawi/kit';
import {
  LANGUAGES,
  normalizeSlug,
  slugProblem,
  demoImageUrl,
  responsiveSources,
  schemas,
  validateOptions,
  YOUTUBE_ID_LENGTH,
} from '@rawi/proto';
import { ProjectModel } from '../models/project.ts';
import { demoCategories } from './categories.ts';
import { DEMO_PROJECTS_DATASET, demoProjects, seedDemoProjects } from './index.ts';

useTestDependencies('projects_seed', {
  ready: () => ProjectModel.init(),
  beforeEach: async () => {
    await ProjectModel.deleteMany({});
    await SeedMarker.deleteMany({});
  },
});

/** The three link forms the web app reads an 11-character video id from. */
const YOUTUBE_FORMS = [
  /^https:\/\/www\.youtube\.com\/watch\?v=([\w-]+)$/,
  /^https:\/\/youtu\.be\/([\w-]+)$/,
  /^https:\/\/www\.youtube\.com\/shorts\/([\w-]+)$/,
];

describe('demo projects', () => {
  it.each(LANGUAGES)(
    'has at least 8 projects in %s across 3 categories, some draft or archived',
    (language) => {
      const mine = demoProjects.filter((p) => p.language === language);
      expect(mine.length).toBeGreaterThanOrEqual(8);
      expect(new Set(mine.map((p) => p.category)).size).toBe(3);
      expect(mine.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(6);
      expect(mine.some((p) => p.status === 'draft')).toBe(true);
      expect(mine.some((p) => p.status === 'archived')).toBe(true);
    },
  );

  it('gives the Arabic projects Arabic titles, categories and slugs, each paired with its English counterpart by key', () => {
    const english = new Set(demoProjects.filter((p) => p.language === 'en').map((p) => p.slug));
    for (const p of demoProjects) {
      expect(slugProblem(p.slug), p.slug).toBeUndefined();
      expect(normalizeSlug(p.slug)).toBe(p.slug);
      if (p.language === 'en') expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      else {
        expect(p.slug).toMatch(/^[\u0600-\u06FF]+(?:-[\u0600-\u06FF]+)*$/);
        expect(p.title).toMatch(/^[\u0600-\u06FF\s]+$/);
        expect(p.category).toMatch(/^[\u0600-\u06FF\s]+$/);
        expect(english.has(p.translationKey ?? '')).toBe(true);
      }
    }
  });

  it('has YouTube links in all three forms, each with an 11-character id', () => {
    const links = demoProjects.flatMap((p) => (p.youtubeUrl ? [p.youtubeUrl] : []));
    for (const form of YOUTUBE_FORMS) expect(links.some((l) => form.test(l))).toBe(true);
    for (const link of links) {
      const id = YOUTUBE_FORMS.map((f) => f.exec(link)?.[1]).find(Boolean);
      expect(id, link).toHaveLength(YOUTUBE_ID_LENGTH);
    }
  });

  it("shows each category's illustration from the media library, the same in both languages", () => {
    for (const p of demoProjects) {
      const category = Object.values(demoCategories).find((c) => c[p.language] === p.category);
      expect(p.imageUrl, p.slug).toBe(category?.image);
      // Described in the project's language, as the library describes the illustration.
      expect(p.imageAlt, p.slug).toBe(category?.alt[p.language]);
      expect(/\p{Script=Arabic}/u.test(p.imageAlt ?? ''), p.slug).toBe(p.language === 'ar');
      // A library URL: the pages get its responsive variants.
      expect(responsiveSources(p.imageUrl!), p.slug).toBeDefined();
    }
    expect(new Set(demoProjects.map((p) => p.imageUrl))).toEqual(
      new Set([
        demoImageUrl('category-language-models'),
        demoImageUrl('category-speech'),
        demoImageUrl('category-documents'),
      ]),
    );
  });

  it.each(demoProjects.map((p) => [`${p.language}/${p.slug}`, p] as const))(
    'passes the shared schema unchanged: %s',
    async (_label, project) => {
      const parsed = await schemas.project.validate(project, validateOptions);
      expect(parsed).toEqual(project);
      expect(project.features.length).toBeGreaterThan(0);
      expect(project.advantages.length).toBeGreaterThan(0);
      expect(project.useCases.length).toBeGreaterThan(0);
    },
  );
});

describe('seedDemoProjects', () => {
  it('inserts every demo project once and records the marker', async () => {
    expect(await seedDemoProjects(testLogger)).toEqual({ seeded: true, inserted: demoProjects.length });
    expect(await ProjectModel.countDocuments()).toBe(demoProjects.length);
    expect(await SeedMarker.findById(DEMO_PROJECTS_DATASET).lean()).toMatchObject({
      inserted: demoProjects.length,
    });
  });

  it('never overwrites a project an admin already made with the same slug', async () => {
    const [first] = demoProjects;
    await ProjectModel.create({ ...first!, title: 'Admin title', sortOrder: 99 });
    expect(await seedDemoProjects(testLogger)).toEqual({ seeded: true, inserted: demoProjects.length - 1 });
    expect(await ProjectModel.findOne({ slug: first!.slug, language: first!.language }).lean()).toMatchObject(
      {
        title: 'Admin title',
        sortOrder: 99,
      },
    );
  });

  it('does not bring the demo back after an admin deleted it', async () => {
    await seedDemoProjects(testLogger);
    await ProjectModel.deleteMany({});
    expect(await seedDemoProjects(testLogger)).toEqual({ seeded: false, inserted: 0 });
    expect(await ProjectModel.countDocuments()).toBe(0);
  });
});
