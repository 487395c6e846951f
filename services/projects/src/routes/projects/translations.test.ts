/** Translation pairs: a shared key, slugs per language (Arabic script too), the counterpart and the status. */
import { beforeEach, describe, expect, it } from 'vitest';
import { TranslationMarkModel } from '@rawi/kit';
import type { Project, ProjectTranslationStatus } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { fillTranslationKeys } from '../../migrations/translation-keys.ts';
import { buildProject } from '../../test/support.ts';
import { admin, api, create, replace, useProjectsApi } from '../../test/projects-api.ts';

useProjectsApi('translations');
beforeEach(async () => {
  await TranslationMarkModel.deleteMany({});
});

const ARABIC_SLUG = 'مساعد-المصارف-الذكي';
const bySlug = (slug: string, language: string, headers: Record<string, string> = {}) =>
  api.call<Project>('GET', `/api/projects/slug/${encodeURIComponent(slug)}?language=${language}`, {
    headers,
  });
const statuses = () =>
  api.call<ProjectTranslationStatus[]>('GET', '/api/projects/translations', { headers: admin });
const pairOf = async (key: string) => (await statuses()).body.find((s) => s.translationKey === key);
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('translation pairs', () => {
  it('gives a new project its slug as translation key when none is sent', async () => {
    const res = await create(buildProject({ slug: 'voice-banking' }));
    expect(res.status).toBe(201);
    expect(res.body.translationKey).toBe('voice-banking');
    expect((await ProjectModel.findById(res.body.id).lean())?.translationKey).toBe('voice-banking');
  });

  it('pairs an Arabic version with an Arabic-script slug by key, and each page names the other', async () => {
    const en = await create(buildProject({ slug: 'smart-banking-assistant' }));
    const ar = await create(
      buildProject({
        slug: ARABIC_SLUG,
        language: 'ar',
        title: 'المساعد',
        translationKey: 'smart-banking-assistant',
      }),
    );
    expect(ar.status).toBe(201);
    expect(ar.body).toMatchObject({ slug: ARABIC_SLUG, translationKey: 'smart-banking-assistant' });

    const arPage = await bySlug(ARABIC_SLUG, 'ar');
    expect(arPage.status).toBe(200);
    expect(arPage.body).toMatchObject({ id: ar.body.id, slug: ARABIC_SLUG, language: 'ar' });
    expect(arPage.body.translations).toEqual([
      { id: en.body.id, language: 'en', slug: 'smart-banking-assistant' },
    ]);
    const enPage = await bySlug('smart-banking-assistant', 'en');
    expect(enPage.body.translations).toEqual([{ id: ar.body.id, language: 'ar', slug: ARABIC_SLUG }]);
  });

  it('lists no counterpart where there is none, or where it is a draft for a visitor', async () => {
    await create(buildProject({ slug: 'alone' }));
    expect((await bySlug('alone', 'en')).body.translations).toEqual([]);
    const ar = await create(
      buildProject({ slug: 'وحيد', language: 'ar', translationKey: 'alone', status: 'draft' }),
    );
    expect((await bySlug('alone', 'en')).body.translations).toEqual([]);
    expect((await bySlug('alone', 'en', admin)).body.translations).toEqual([
      { id: ar.body.id, language: 'ar', slug: 'وحيد' },
    ]);
  });

  it('keeps slugs unique per language only, and one version per language in a pair', async () => {
    await create(buildProject({ slug: 'same' }));
    expect((await create(buildProject({ slug: 'same', language: 'ar' }))).status).toBe(201);
    const twin = await create(buildProject({ slug: 'other-slug', translationKey: 'same' }));
    expect(twin.status).toBe(409);
    expect(twin.body.error.message).toBe('This project already has a version in this language');
  });

  it('lets one of two editors adding the same language to a pair at once win, the other gets 409', async () => {
    const english = await create(buildProject({ slug: 'pair-race', language: 'en' }));
    expect(english.status).toBe(201);
    const replies = await Promise.all(
      ['نسخة-أولى', 'نسخة-ثانية'].map((slug) =>
        create(buildProject({ slug, language: 'ar', translationKey: 'pair-race' })),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ProjectModel.countDocuments({ translationKey: 'pair-race', language: 'ar' })).toBe(1);
  });

  it('links an existing project to a pair by saving it with the key', async () => {
    const en = await create(buildProject({ slug: 'linked-en' }));
    const ar = await create(buildProject({ slug: 'مرتبط', language: 'ar' }));
    expect(ar.body.translationKey).toBe('مرتبط');
    const { id: _id, createdAt: _c, updatedAt: _u, revision: _r, ...body } = ar.body;
    const linked = await replace(ar.body.id, { ...body, translationKey: 'linked-en' });
    expect(linked.status).toBe(200);
    expect((await bySlug('linked-en', 'en')).body.translations).toEqual([
      { id: ar.body.id, language: 'ar', slug: 'مرتبط' },
    ]);
    expect(en.body.translationKey).toBe('linked-en');
  });

  it('refuses a translation key that is not a slug', async () => {
    const res = await create(buildProject({ translationKey: 'has spaces' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      translationKey: 'Translation key may contain only letters, numbers and hyphens',
    });
  });

  it('fills the key of stored projects from their slug once, touching nothing else', async () => {
    const [stored] = await ProjectModel.insertMany([buildProject({ slug: 'legacy' })]);
    await ProjectModel.collection.updateOne({ _id: stored!._id }, { $unset: { translationKey: '' } });
    const before = await ProjectModel.findById(stored!._id).lean();
    expect(before?.translationKey).toBeUndefined();
    expect(await fillTranslationKeys()).toBe(1);
    expect(await fillTranslationKeys()).toBe(0);
    const after = await ProjectModel.findById(stored!._id).lean();
    expect(after).toMatchObject({ translationKey: 'legacy', revision: before?.revision });
    expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString());
  });
});

describe('translation status of project pairs', () => {
  it('goes missing → in step → outdated → in step (by a save, then by No change needed)', async () => {
    const en = await create(buildProject({ slug: 'status-pair', title: 'Status pair' }));
    expect(await pairOf('status-pair')).toMatchObject({ state: 'missing', language: 'ar', ar: null });

    await tick();
    const ar = await create(buildProject({ slug: 'حالة', language: 'ar', translationKey: 'status-pair' }));
    expect(await pairOf('status-pair')).toMatchObject({
      state: 'in-step',
      en: { id: en.body.id, slug: 'status-pair', title: 'Status pair' },
      ar: { id: ar.body.id, slug: 'حالة' },
    });

    await tick();
    const { id: _i, createdAt: _c, updatedAt: _u, revision: _r, ...enBody } = en.body;
    await replace(en.body.id, { ...enBody, description: 'Changed in English.' });
    expect(await pairOf('status-pair')).toMatchObject({ state: 'outdated', language: 'ar' });

    await tick();
    const { id: _i2, createdAt: _c2, updatedAt: _u2, revision: _r2, ...arBody } = ar.body;
    await replace(ar.body.id, { ...arBody, description: 'تغيّر بالعربية.' });
    expect((await pairOf('status-pair'))?.state).toBe('in-step');

    await tick();
    await replace(en.body.id, { ...enBody, description: 'Changed again.' });
    expect((await pairOf('status-pair'))?.state).toBe('outdated');
    const marked = await api.call<ProjectTranslationStatus>(
      'POST',
      '/api/projects/translations/status-pair/in-step',
      { headers: admin },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.state).toBe('in-step');
    expect((await pairOf('status-pair'))?.state).toBe('in-step');
  });

  it('is in step again when the English text is put back to what the Arabic version was saved against', async () => {
    const en = await create(buildProject({ slug: 'revert-pair', description: 'The first text.' }));
    await tick();
    await create(buildProject({ slug: 'ارجاع', language: 'ar', translationKey: 'revert-pair' }));
    expect((await pairOf('revert-pair'))?.state).toBe('in-step');

    const { id: _i, createdAt: _c, updatedAt: _u, revision: _r, ...enBody } = en.body;
    await tick();
    await replace(en.body.id, { ...enBody, description: 'An edit to undo.' });
    expect(await pairOf('revert-pair')).toMatchObject({ state: 'outdated', language: 'ar' });

    await tick();
    await replace(en.body.id, { ...enBody, description: 'The first text.' });
    expect((await pairOf('revert-pair'))?.state).toBe('in-step');

    // A save that changes no text (the order on the page) leaves it in step too.
    await tick();
    await replace(en.body.id, { ...enBody, sortOrder: enBody.sortOrder + 1 });
    expect((await pairOf('revert-pair'))?.state).toBe('in-step');
  });

  it('counts from the last No change needed: the text it was marked against is the one to come back to', async () => {
    const en = await create(buildProject({ slug: 'marked-pair', title: 'Version one' }));
    await tick();
    await create(buildProject({ slug: 'معلم', language: 'ar', translationKey: 'marked-pair' }));
    const { id: _i, createdAt: _c, updatedAt: _u, revision: _r, ...enBody } = en.body;
    await tick();
    await replace(en.body.id, { ...enBody, title: 'Version two' });
    await tick();
    expect(
      (await api.call('POST', '/api/projects/translations/marked-pair/in-step', { headers: admin })).status,
    ).toBe(200);
    await tick();
    await replace(en.body.id, { ...enBody, title: 'Version one' });
    expect((await pairOf('marked-pair'))?.state).toBe('outdated');
    await tick();
    await replace(en.body.id, { ...enBody, title: 'Version two' });
    expect((await pairOf('marked-pair'))?.state).toBe('in-step');
  });

  it("counts the page's meta title and description as text to translate, its Open Graph image not", async () => {
    const en = await create(
      buildProject({ slug: 'seo-pair', seoTitle: 'Voice banking', seoDescription: 'Arabic voice banking.' }),
    );
    expect(en.body).toMatchObject({ seoTitle: 'Voice banking', seoDescription: 'Arabic voice banking.' });
    await tick();
    await create(buildProject({ slug: 'صوت-مصرفي', language: 'ar', translationKey: 'seo-pair' }));
    expect((await pairOf('seo-pair'))?.state).toBe('in-step');
    const { id: _i, createdAt: _c, updatedAt: _u, revision: _r, ...enBody } = en.body;

    await tick();
    await replace(en.body.id, { ...enBody, ogImage: '/api/media/files/og.jpg' });
    expect((await pairOf('seo-pair'))?.state).toBe('in-step');
    await tick();
    await replace(en.body.id, { ...enBody, seoDescription: 'Banking by voice, in Arabic.' });
    expect(await pairOf('seo-pair')).toMatchObject({ state: 'outdated', language: 'ar' });
    await tick();
    await replace(en.body.id, { ...enBody, seoTitle: 'Voice banking, on premises' });
    expect((await pairOf('seo-pair'))?.state).toBe('outdated');

    // A save without them removes them: the page goes back to its derived texts.
    const { seoTitle: _t, seoDescription: _d, ...withoutSeo } = enBody;
    const saved = await replace(en.body.id, withoutSeo);
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('seoTitle');
    expect(saved.body).not.toHaveProperty('seoDescription');
    const stored = await ProjectModel.findById(en.body.id).lean();
    expect(stored?.seoTitle).toBeUndefined();
    expect(stored?.seoDescription).toBeUndefined();
  });

  it('refuses No change needed for a pair without both versions, and strangers', async () => {
    await create(buildProject({ slug: 'half' }));
    expect(
      (await api.call('POST', '/api/projects/translations/half/in-step', { headers: admin })).status,
    ).toBe(404);
    expect((await api.call('POST', '/api/projects/translations/half/in-step')).status).toBe(401);
    expect((await api.call('GET', '/api/projects/translations')).status).toBe(401);
  });
});
