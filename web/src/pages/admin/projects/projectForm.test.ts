import { describe, expect, it } from 'vitest';
import { slugProblem } from '@rawi/proto';
import { buildProject } from '../../../test/factories';
import { formErrorsOf } from '../formErrors';
import {
  counterpartForm,
  emptyProjectForm,
  isoOfLocalInput,
  localInputOf,
  projectFormOf,
  projectFormSchema,
  projectInputFrom,
  slugify,
  timeZoneName,
} from './projectForm';

describe('project form', () => {
  it("reports every missing required field with the spec's messages", async () => {
    expect(await formErrorsOf(projectFormSchema('en'), emptyProjectForm('en'))).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      description: 'Description is required',
      briefDescription: 'Brief description is required',
      category: 'Category is required',
    });
  });

  it('refuses a negative sort order, in Arabic too', async () => {
    const value = { ...projectFormOf(buildProject()), sortOrder: -1 };
    expect(await formErrorsOf(projectFormSchema('en'), value)).toEqual({
      sortOrder: 'Sort order must be 0 or more',
    });
    expect(await formErrorsOf(projectFormSchema('ar'), value)).toEqual({
      sortOrder: 'يجب أن يكون ترتيب العرض 0 أو أكثر',
    });
  });

  it('sends the lists one item per line and leaves blank links out', () => {
    const input = projectInputFrom({
      ...emptyProjectForm('ar'),
      title: ' T ',
      features: 'a\n\n b ',
      sortOrder: '3',
    });
    expect(input).toMatchObject({
      title: 'T',
      language: 'ar',
      features: ['a', 'b'],
      advantages: [],
      useCases: [],
      sortOrder: 3,
    });
    expect(input).not.toHaveProperty('youtubeUrl');
    expect(input).not.toHaveProperty('imageUrl');
    expect(input).not.toHaveProperty('seoTitle');
    expect(input).not.toHaveProperty('seoDescription');
    expect(input).not.toHaveProperty('ogImage');
  });

  it("round-trips the page's SEO texts and image, trimmed", () => {
    const project = buildProject({
      seoTitle: 'المصرف الذكي',
      seoDescription: 'مساعد مصرفي',
      ogImage: '/images/og.jpg',
    });
    const form = projectFormOf(project);
    expect(form).toMatchObject({
      seoTitle: 'المصرف الذكي',
      seoDescription: 'مساعد مصرفي',
      ogImage: '/images/og.jpg',
    });
    expect(projectInputFrom({ ...form, seoTitle: '  Smart  ' })).toMatchObject({
      seoTitle: 'Smart',
      seoDescription: 'مساعد مصرفي',
      ogImage: '/images/og.jpg',
    });
  });

  it('round-trips a stored project', () => {
    const project = buildProject({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(projectInputFrom(projectFormOf(project))).toMatchObject({
      features: project.features,
      youtubeUrl: project.youtubeUrl,
    });
  });

  it('sends scheduled times typed in the admin time zone as UTC moments, and blank ones as none', () => {
    const local = localInputOf('2031-03-02T06:00:00.000Z');
    expect(local).toMatch(/^2031-03-0\dT\d{2}:\d{2}$/);
    expect(isoOfLocalInput(local)).toBe('2031-03-02T06:00:00.000Z');
    const input = projectInputFrom({
      ...emptyProjectForm('ar'),
      status: 'draft',
      publishAt: local,
      translationKey: ' smart-banking ',
    });
    expect(input).toMatchObject({
      publishAt: '2031-03-02T06:00:00.000Z',
      unpublishAt: null,
      translationKey: 'smart-banking',
    });
    expect(projectInputFrom(emptyProjectForm('en'))).not.toHaveProperty('translationKey');
    expect(timeZoneName()).toMatch(/GMT[+-]\d/);
  });

  it('refuses a time already past and a publish time on a project that is not a draft, in Arabic too', async () => {
    const base = { ...projectFormOf(buildProject()), status: 'draft' as const };
    expect(await formErrorsOf(projectFormSchema('en'), { ...base, publishAt: '2001-01-01T09:00' })).toEqual({
      publishAt: 'This time has already passed. Choose a time in the future.',
    });
    expect(await formErrorsOf(projectFormSchema('ar'), { ...base, publishAt: '2001-01-01T09:00' })).toEqual({
      publishAt: 'هذا الوقت قد مضى. اختر وقتاً في المستقبل.',
    });
    expect(
      await formErrorsOf(projectFormSchema('en'), {
        ...base,
        status: 'active',
        publishAt: '2099-01-01T09:00',
      }),
    ).toEqual({ publishAt: 'Only a draft can be scheduled to be published' });
  });

  it('makes slugs from English and Arabic titles', () => {
    expect(slugify('Voice Banking: Assistant!')).toBe('voice-banking-assistant');
    expect(slugify('مساعد مصرفي صوتي')).toBe('مساعد-مصرفي-صوتي');
    // A title that mixes scripts keeps the words of its main one: a slug the rules accept.
    expect(slugify('مساعد Rawi للبنوك 2026')).toBe('مساعد-للبنوك-2026');
    expect(slugify('Rawi مساعد Assistant')).toBe('rawi-assistant');
    expect(slugProblem(slugify('مساعد Rawi للبنوك'))).toBeUndefined();
  });
});

/** An English project and its Arabic version, each given as [slug, category]. */
function pair([slug, category]: [string, string], [arabicSlug, arabicCategory]: [string, string]) {
  return [
    buildProject({ slug, category }),
    buildProject({ slug: arabicSlug, language: 'ar', translationKey: slug, category: arabicCategory }),
  ];
}

describe("the other language's version", () => {
  const source = buildProject({
    slug: 'voice-banking',
    category: 'Speech & Voice',
    sortOrder: 4,
    imageUrl: 'https://cdn.example.com/voice.png',
  });

  it('starts with an empty category when no pair shows what the category is called in Arabic', () => {
    const form = counterpartForm(source, 'ar', [source]);
    expect(form).toMatchObject({
      language: 'ar',
      translationKey: 'voice-banking',
      category: '',
      sortOrder: 4,
      imageUrl: 'https://cdn.example.com/voice.png',
      title: '',
    });
  });

  it('takes the Arabic category that other pairs give the English one', () => {
    const pairs = [
      ...pair(['dialects', 'Speech & Voice'], ['لهجات', 'الكلام والصوت']),
      ...pair(['ocr', 'Document Intelligence'], ['مستندات', 'ذكاء المستندات']),
    ];
    expect(counterpartForm(source, 'ar', [source, ...pairs]).category).toBe('الكلام والصوت');
  });

  it('leaves the category empty when pairs disagree on its Arabic name', () => {
    const pairs = [
      ...pair(['a', 'Speech & Voice'], ['أ', 'الكلام والصوت']),
      ...pair(['b', 'Speech & Voice'], ['ب', 'الصوت']),
    ];
    expect(counterpartForm(source, 'ar', [source, ...pairs]).category).toBe('');
  });
});
