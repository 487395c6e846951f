/** Where each section's Arabic translation stands: missing → outdated → in step, by save or by mark. */
import { beforeEach, describe, expect, it } from 'vitest';
import { TranslationMarkModel } from '@rawi/kit';
import type { ContentTranslationStatus, ErrorBody } from '@rawi/proto';
import { admin, api, hero, save, useContentApi } from '../../test/content-api.ts';

useContentApi('translations');
beforeEach(async () => {
  await TranslationMarkModel.deleteMany({});
});

const statuses = (headers: Record<string, string> = admin) =>
  api.call<ContentTranslationStatus[] & ErrorBody>('GET', '/api/content/translations', { headers });
const heroStatus = async () => (await statuses()).body.find((s) => s.section === 'hero');
const markInStep = (section: string, headers: Record<string, string> = admin) =>
  api.call<ContentTranslationStatus & ErrorBody>('POST', `/api/content/translations/${section}/in-step`, {
    headers,
  });
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('translation status of content sections', () => {
  it('goes missing → in step → outdated → in step by a save, and by No change needed', async () => {
    expect((await statuses()).body).toEqual([]);
    await save({ section: 'hero', language: 'en', data: hero() });
    expect(await heroStatus()).toMatchObject({ state: 'missing', language: 'ar', ar: null });

    await tick();
    await save({ section: 'hero', language: 'ar', data: hero({ heading: 'ذكاء اصطناعي عربي' }) });
    expect(await heroStatus()).toMatchObject({ state: 'in-step' });

    await tick();
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'New heading' }) });
    const outdated = await heroStatus();
    expect(outdated).toMatchObject({ state: 'outdated', language: 'ar' });
    expect(Date.parse(outdated?.en?.savedAt ?? '')).toBeGreaterThan(Date.parse(outdated?.ar?.savedAt ?? ''));

    await tick();
    await save({ section: 'hero', language: 'ar', data: hero({ heading: 'عنوان جديد' }) });
    expect((await heroStatus())?.state).toBe('in-step');

    await tick();
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'Newer heading' }) });
    expect((await heroStatus())?.state).toBe('outdated');
    const marked = await markInStep('hero');
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ section: 'hero', state: 'in-step' });
    expect((await heroStatus())?.state).toBe('in-step');

    // A later English change makes it outdated again: the mark covers the source as it was.
    await tick();
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'Newest heading' }) });
    expect((await heroStatus())?.state).toBe('outdated');
  });

  it('is in step again when the English is put back to what the Arabic was saved against', async () => {
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'First heading' }) });
    await tick();
    await save({ section: 'hero', language: 'ar', data: hero({ heading: 'العنوان الأول' }) });
    await tick();
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'An edit to undo' }) });
    expect(await heroStatus()).toMatchObject({ state: 'outdated', language: 'ar' });

    await tick();
    await save({ section: 'hero', language: 'en', data: hero({ heading: 'First heading' }) });
    expect((await heroStatus())?.state).toBe('in-step');
  });

  it("keeps the pages' SEO texts with the hero, and counts them as text to translate", async () => {
    const seo = { title: 'Rawi', description: 'Arabic AI on your servers.', robots: 'noindex' };
    const saved = await save({ section: 'hero', language: 'en', data: hero({ seo }) });
    expect(saved.status).toBe(200);
    // Unknown fields are dropped, like anywhere else.
    expect(saved.body.data).toMatchObject({
      seo: { title: 'Rawi', description: 'Arabic AI on your servers.' },
    });
    expect((saved.body.data as { seo: object }).seo).not.toHaveProperty('robots');
    await tick();
    await save({ section: 'hero', language: 'ar', data: hero({ seo: { title: 'راوي' } }) });
    expect((await heroStatus())?.state).toBe('in-step');

    await tick();
    await save({
      section: 'hero',
      language: 'en',
      data: hero({ seo, projectsSeo: { description: 'Every project Rawi built.' } }),
    });
    expect(await heroStatus()).toMatchObject({ state: 'outdated', language: 'ar' });

    const tooLong = await save({
      section: 'hero',
      language: 'en',
      data: hero({ seo: { title: 't'.repeat(121) } }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toMatchObject({
      'data.seo.title': 'Meta title must be at most 120 characters',
    });
  });

  it('names the English as missing when only the Arabic exists', async () => {
    await save({ section: 'team', language: 'ar', data: { members: [] } });
    expect((await statuses()).body).toEqual([
      expect.objectContaining({ section: 'team', state: 'missing', language: 'en', en: null }),
    ]);
  });

  it('refuses No change needed without both languages, for an unknown section, and without a token', async () => {
    await save({ section: 'hero', language: 'en', data: hero() });
    expect((await markInStep('hero')).status).toBe(404);
    expect((await markInStep('sidebar')).status).toBe(400);
    expect((await markInStep('hero', {})).status).toBe(401);
    expect((await statuses({})).status).toBe(401);
  });
});
