import { describe, expect, it } from 'vitest';
import { buildProject } from '../../../test/factories';
import { formErrorsOf } from '../formErrors';
import { emptyProjectForm, projectFormOf, projectFormSchema, projectInputFrom, slugify } from './projectForm';

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
  });

  it('round-trips a stored project', () => {
    const project = buildProject({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(projectInputFrom(projectFormOf(project))).toMatchObject({
      features: project.features,
      youtubeUrl: project.youtubeUrl,
    });
  });

  it('makes slugs from English and Arabic titles', () => {
    expect(slugify('Voice Banking: Assistant!')).toBe('voice-banking-assistant');
    expect(slugify('مساعد مصرفي صوتي')).toBe('مساعد-مصرفي-صوتي');
  });
});
