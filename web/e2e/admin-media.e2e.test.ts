/**
 * The media library in Chromium against the running stack: upload and delete an image, and an
 * oversize file refused before anything is sent.
 */
import { MAX_UPLOAD_BYTES } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirm, open, PNG, toast, unique, useSignedInPage } from './admin-support.ts';
import { type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
useSignedInPage((opened, session) => {
  page = opened;
  chromium = session;
});

describe('media library', () => {
  it('uploads an image, shows it with its size in KB, and deletes it after confirmation', async () => {
    const name = `${unique('pixel')}.png`;
    await open(page, '/admin/media', 'en');
    await page.getByText('Recommended: 1920x1080px, JPG or PNG').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Upload successful');
    const item = page.getByTestId('media-item').filter({ hasText: name });
    await item.waitFor();
    expect(await item.textContent()).toContain('KB');
    const src = await item.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/api\/media\/files\//);
    const served = await page.evaluate(async (url) => (await fetch(url)).status, src ?? '');
    expect(served).toBe(200);

    await item.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm(page, 'Are you sure you want to delete this file?');
    await toast(page, 'File deleted');
    expect(await page.getByTestId('media-item').filter({ hasText: name }).count()).toBe(0);
  });

  it("refuses a file over 10 MB with 'File size too large' and sends nothing", async () => {
    await open(page, '/admin/media', 'en');
    await page.getByText('Recommended: 1920x1080px, JPG or PNG').waitFor();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/media/upload')) uploads += 1;
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
    // Announced once as an error toast (role alert), and kept under the zone as its description.
    const alerts = page.getByRole('alert').filter({ hasText: 'File size too large' });
    await alerts.first().waitFor();
    await toast(page, 'File size too large');
    expect(await alerts.count()).toBe(1);
    const description = await page.getByRole('button', { name: /Drag a file here/ }).evaluate((zone) =>
      (zone.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('File size too large');
    expect(uploads).toBe(0);
  });

  it('uploads from the content page media tab and copies the file URL', async () => {
    const name = `${unique('content')}.png`;
    await chromium.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    });
    await open(page, '/admin/content', 'en');
    await page.getByRole('tab', { name: 'Media' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Media uploaded successfully');
    const item = page.getByTestId('media-item').filter({ hasText: name });
    await item.getByRole('button', { name: 'Copy URL' }).click();
    await toast(page, 'URL copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/api\/media\/files\//);
    await item.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm(page, 'Are you sure you want to delete this media file?');
    await toast(page, 'Media deleted successfully');
  });
});
