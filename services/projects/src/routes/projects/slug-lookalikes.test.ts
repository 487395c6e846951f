/**
 * Slugs that look the same are one slug: stored and looked up in NFC, unique per language in
 * that form, and slugs that would pass for another (two scripts, stacked marks) are refused.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorBody, Project } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { normalizeStoredSlugs } from '../../migrations/nfc-slugs.ts';
import { testLogger } from '@rawi/kit/testing';
import { buildProject } from '../../test/support.ts';
import { api, create, m, replace, useProjectsApi } from '../../test/projects-api.ts';

useProjectsApi('slug_lookalikes');

/** `آفاق` with `آ` as one character (NFC) and as alef followed by a madda (NFD). */
const COMPOSED = '\u0622\u0641\u0627\u0642';
const DECOMPOSED = '\u0627\u0653\u0641\u0627\u0642';
const SLUG_TAKEN = 'Slug already exists for this language';

const bySlug = (slug: string, language = 'ar') =>
  api.call<Project & ErrorBody>('GET', `/api/projects/slug/${encodeURIComponent(slug)}?language=${language}`);

describe('look-alike project slugs', () => {
  it('refuses the decomposed spelling of a taken slug with 409, and stores the first one in NFC', async () => {
    const first = await create(buildProject({ slug: DECOMPOSED, language: 'ar' }));
    expect(first.status).toBe(201);
    expect(first.body.slug).toBe(COMPOSED);
    const twin = await create(buildProject({ slug: COMPOSED, language: 'ar', title: 'Twin' }));
    expect(twin.status).toBe(409);
    expect(twin.body.error).toMatchObject({ code: 'conflict', fields: { slug: SLUG_TAKEN } });
    const again = await create(buildProject({ slug: DECOMPOSED, language: 'ar', title: 'Again' }));
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ slug: SLUG_TAKEN });
    expect(await ProjectModel.countDocuments({ language: 'ar' })).toBe(1);
    // The other language may still use it.
    expect((await create(buildProject({ slug: DECOMPOSED, language: 'en' }))).status).toBe(201);
  });

  it('refuses renaming a project to the other spelling of a taken slug', async () => {
    await create(buildProject({ slug: COMPOSED, language: 'ar' }));
    const other = (await create(buildProject({ slug: 'other', language: 'ar' }))).body;
    const res = await replace(other.id, buildProject({ slug: DECOMPOSED, language: 'ar' }));
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ slug: SLUG_TAKEN });
  });

  it('finds the project by either spelling of its slug', async () => {
    const created = (await create(buildProject({ slug: COMPOSED, language: 'ar' }))).body;
    for (const spelling of [DECOMPOSED, COMPOSED]) {
      const page = await bySlug(spelling);
      expect(page.status, spelling).toBe(200);
      expect(page.body).toMatchObject({ id: created.id, slug: COMPOSED });
    }
    // Once more, answered from the cached list this time.
    await api.call('GET', '/api/projects?language=ar');
    expect((await bySlug(DECOMPOSED)).body.id).toBe(created.id);
  });

  it('answers a mixed-script slug with 400 and the slug field’s message, storing nothing', async () => {
    for (const slug of ['p\u0430ypal', 'rawi-مساعد']) {
      const res = await create(buildProject({ slug }));
      expect(res.status, slug).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields).toEqual({ slug: m.slugMixedScripts });
    }
    const stacked = await create(buildProject({ slug: 'e\u0301\u0301', language: 'ar' }));
    expect(stacked.status).toBe(400);
    expect(stacked.body.error.fields).toEqual({ slug: m.slugStackedMarks });
    expect(await ProjectModel.countDocuments({})).toBe(0);
    // Digits and hyphens go with either script.
    expect((await create(buildProject({ slug: 'رؤية-2030', language: 'ar' }))).status).toBe(201);
  });

  it('brings slugs stored before the rule into NFC, renaming a look-alike twin', async () => {
    const base = buildProject({ language: 'ar' });
    // Written through the driver, as data from before the rule was.
    await ProjectModel.collection.insertMany([
      { ...base, slug: COMPOSED, translationKey: COMPOSED },
      { ...base, slug: DECOMPOSED, translationKey: 'twin-key' },
      { ...base, slug: `${DECOMPOSED}-x`, translationKey: DECOMPOSED },
    ]);
    expect(await normalizeStoredSlugs(testLogger)).toBe(2);
    const rows = await ProjectModel.collection.find({}).sort({ slug: 1 }).toArray();
    expect(rows.map((row) => [row.slug, row.translationKey])).toEqual([
      [COMPOSED, COMPOSED],
      [`${COMPOSED}-2`, 'twin-key'],
      [`${COMPOSED}-x`, COMPOSED],
    ]);
    expect(await normalizeStoredSlugs(testLogger)).toBe(0);
  });
});
