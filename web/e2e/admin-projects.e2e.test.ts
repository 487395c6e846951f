/**
 * Projects from the admin panel to the public catalogue, in Chromium against the running stack:
 * validation messages, create, edit and delete, each seen on /projects.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, type Project } from '@rawi/proto';
import { api, apiToken, confirm, open, toast, unique, useSignedInPage } from './admin-support.ts';
import { type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
useSignedInPage((opened, session) => {
  page = opened;
  chromium = session;
});

async function publicTitles(): Promise<string[]> {
  const visitor = await chromium.newPage();
  await open(visitor, '/projects', 'en');
  await visitor.locator('main h2, main h3').first().waitFor();
  await visitor.waitForLoadState('networkidle');
  const titles = await visitor.locator('main h2, main h3').allTextContents();
  await visitor.close();
  return titles;
}

describe('projects admin', () => {
  it('creates, edits and deletes a project, and /projects follows', async () => {
    const title = unique('Arabic OCR Platform');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await open(page, '/admin/projects', 'en');
    await page.getByRole('button', { name: 'Create New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });

    await dialog.getByRole('button', { name: 'Create Project' }).click();
    for (const message of [
      'Title is required',
      'Slug is required',
      'Description is required',
      'Brief description is required',
      'Category is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await dialog.getByLabel('Sort Order').fill('-1');
    await dialog.getByLabel('Title').click();
    await dialog.getByText('Sort order must be 0 or more').waitFor();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByLabel('Category').fill('Government');
    await dialog.getByLabel('Sort Order').fill('1');
    await dialog
      .getByLabel('Brief Description')
      .fill('Reads scanned Arabic archives without leaving the ministry.');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Optical character recognition tuned for Arabic scripts, deployed on premises.');
    await dialog.getByLabel('Features').fill('Handwriting\n\nArchive search\nRedaction');
    await dialog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project created successfully');

    const card = page.getByTestId('project-card').filter({ hasText: title });
    await card.waitFor();
    // No image: the category's designed placeholder, never a broken-image sign.
    expect(await card.getByTestId('project-placeholder').count()).toBe(1);
    expect(await card.locator('.lucide-image-off').count()).toBe(0);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('Active');
    expect(cardText).toContain('Handwriting');
    expect(cardText).toContain('+1');
    expect(cardText).not.toContain('Redaction');
    expect(await card.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toContain('youtube.com');
    expect(await publicTitles()).toContain(title);

    const renamed = `${title} v2`;
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Update Project' }).click();
    await toast(page, 'Project updated successfully');
    const titles = await publicTitles();
    expect(titles).toContain(renamed);
    expect(titles).not.toContain(title);

    await page
      .getByTestId('project-card')
      .filter({ hasText: renamed })
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await confirm(page, 'Are you sure you want to delete this project?');
    await toast(page, 'Project deleted successfully');
    expect(await page.getByTestId('project-card').filter({ hasText: renamed }).count()).toBe(0);
    expect(await publicTitles()).not.toContain(renamed);
  });

  it('refuses a slug already used in the same language', async () => {
    await open(page, '/admin/projects', 'en');
    const existing = await page.evaluate(
      async () =>
        ((await (await fetch('/api/projects?language=en')).json()) as Array<{ slug: string }>)[0]?.slug,
    );
    expect(existing).toBeTruthy();
    await page.getByRole('button', { name: 'Create New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByLabel('Title').fill('Duplicate');
    await dialog.getByLabel('Slug').fill(existing ?? '');
    await dialog.getByLabel('Category').fill('Banking');
    await dialog.getByLabel('Brief Description').fill('Brief.');
    await dialog.getByLabel('Description', { exact: true }).fill('Long description.');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Failed to create project');
    await dialog.getByText('A project with this slug already exists in this language').first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it("an edit that lost to someone else's save gets a toast, in English and Arabic, and changes nothing", async () => {
    const token = await apiToken();
    const title = unique('Stale Edit Check');
    const created = await api<Project>(token, 'POST', API.projects, {
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      language: 'en',
      description: 'Long description.',
      briefDescription: 'Brief.',
      category: 'Banking',
      status: 'draft',
      sortOrder: 0,
    });
    expect(created.status).toBe(201);
    const { id, createdAt: _c, updatedAt: _u, revision: _r, ...input } = created.body;

    for (const [language, failed, stale] of [
      ['en', 'Failed to update project', 'This item was changed by someone else. Reload and try again.'],
      ['ar', 'تعذّر تحديث المشروع', 'غيّر شخص آخر هذا العنصر. أعد التحميل وحاول مرة أخرى.'],
    ] as const) {
      await open(page, '/admin/projects', language);
      // The project is an English one: the Arabic panel shows it under its English tab.
      if (language === 'ar') await page.getByRole('button', { name: 'الإنجليزية', exact: true }).click();
      await page
        .getByTestId('project-card')
        .filter({ hasText: title })
        .getByRole('button', { name: language === 'en' ? `Edit ${title}` : `تعديل ${title}` })
        .click();
      const dialog = page.getByRole('dialog');
      // Someone else saves while this dialog is open.
      const theirs = `${title} (${language}, theirs)`;
      expect((await api(token, 'PUT', API.project(id), { ...input, title: theirs })).status).toBe(200);
      await dialog.getByLabel(language === 'en' ? 'Category' : 'الفئة').fill('Mine');
      await dialog.locator('button[type="submit"]').click();
      await toast(page, failed, stale);
      const listed = await api<Project[]>(token, 'GET', API.projectsFor('en'));
      const stored = listed.body.find((p) => p.id === id);
      expect(stored?.title).toBe(theirs);
      expect(stored?.category).toBe('Banking');
      await page.keyboard.press('Escape');
    }
    expect((await api(token, 'DELETE', API.project(id))).status).toBe(204);
  });
});
