/**
 * A project's image alt text: asked for before the project is published (active, or a draft
 * scheduled to be), kept per language version and counted in the pair's translation status;
 * a project stored before alt texts were asked for is still served and restored as it was.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TranslationMarkModel, historySettled } from '@rawi/kit';
import type { Project, ProjectTranslationStatus, Version } from '@rawi/proto';
import { ProjectModel } from '../../models/project.ts';
import { buildProject, insertProjects } from '../../test/support.ts';
import { admin, api, create, m, replace, stored, useProjectsApi } from '../../test/projects-api.ts';

useProjectsApi('image_alt');
beforeEach(async () => {
  await TranslationMarkModel.deleteMany({});
});

const IMAGE = '/api/media/files/0b527731-f711-47f1-92ae-ebca2d5d9a1f.png';
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));
const bodyOf = (project: Project) => {
  const { id: _i, createdAt: _c, updatedAt: _u, revision: _r, translations: _t, ...body } = project;
  return body;
};

describe("a project's image alt text", () => {
  it('is asked for before an image is published, naming the field, and nothing is stored', async () => {
    const res = await create(buildProject({ slug: 'no-alt', imageUrl: IMAGE }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ imageAlt: m.imageAltRequired });
    expect(await stored('no-alt')).toBeNull();

    const scheduled = await create(
      buildProject({
        slug: 'no-alt',
        imageUrl: IMAGE,
        status: 'draft',
        publishAt: '2099-01-01T09:00:00+03:00',
      }),
    );
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.error.fields).toEqual({ imageAlt: m.imageAltRequired });
  });

  it('may wait while the project is a draft, and is then asked for to publish it', async () => {
    const draft = await create(buildProject({ slug: 'draft-alt', imageUrl: IMAGE, status: 'draft' }));
    expect(draft.status).toBe(201);
    const published = await replace(draft.body.id, { ...bodyOf(draft.body), status: 'active' });
    expect(published.status).toBe(400);
    expect(published.body.error.fields).toEqual({ imageAlt: m.imageAltRequired });
    expect((await stored('draft-alt'))?.status).toBe('draft');

    const described = await replace(draft.body.id, {
      ...bodyOf(draft.body),
      status: 'active',
      imageAlt: '  A glowing processor core  ',
    });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ status: 'active', imageAlt: 'A glowing processor core' });
    expect(described.body).not.toHaveProperty('imageDecorative');
  });

  it('is not asked for a decorative image, and a save without them removes the alt text and the mark', async () => {
    const decorative = await create(
      buildProject({ slug: 'decorative', imageUrl: IMAGE, imageDecorative: true }),
    );
    expect(decorative.status).toBe(201);
    expect(decorative.body).toMatchObject({ imageUrl: IMAGE, imageDecorative: true });
    const { imageUrl: _u, imageDecorative: _d, ...withoutImage } = bodyOf(decorative.body);
    const cleared = await replace(decorative.body.id, withoutImage);
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('imageDecorative');
    const record = await ProjectModel.findById(decorative.body.id).lean();
    expect(record?.imageDecorative).toBeUndefined();
    expect(record?.imageAlt).toBeUndefined();
  });

  it('leaves a project stored before alt texts were asked for served, and its old version restorable', async () => {
    const [old] = await insertProjects(buildProject({ slug: 'from-before', imageUrl: IMAGE }));
    const id = String(old!._id);
    const read = await api.call<Project>('GET', '/api/projects/slug/from-before?language=en');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ imageUrl: IMAGE });
    expect(read.body).not.toHaveProperty('imageAlt');

    expect((await replace(id, { ...bodyOf(read.body), imageAlt: 'A core' })).status).toBe(200);
    await historySettled();
    const versions = await api.call<Array<Version<Project>>>('GET', `/api/projects/${id}/history`, {
      headers: admin,
    });
    const before = versions.body.find((version) => !version.data.imageAlt);
    expect(before).toBeDefined();
    const restored = await api.call<Project>('POST', `/api/projects/${id}/history/${before!.id}/restore`, {
      headers: admin,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).not.toHaveProperty('imageAlt');
  });

  it('counts in the pair’s translation status', async () => {
    const pairOf = async (key: string) =>
      (
        await api.call<ProjectTranslationStatus[]>('GET', '/api/projects/translations', { headers: admin })
      ).body.find((status) => status.translationKey === key);
    const en = await create(buildProject({ slug: 'alt-pair', imageUrl: IMAGE, imageAlt: 'A glowing core' }));
    await tick();
    await create(
      buildProject({
        slug: 'زوج-النص-البديل',
        language: 'ar',
        translationKey: 'alt-pair',
        imageUrl: IMAGE,
        imageAlt: 'نواة مضيئة',
      }),
    );
    expect((await pairOf('alt-pair'))?.state).toBe('in-step');
    await tick();
    await replace(en.body.id, { ...bodyOf(en.body), imageAlt: 'A glowing core linked to a network' });
    expect(await pairOf('alt-pair')).toMatchObject({ state: 'outdated', language: 'ar' });
  });
});
