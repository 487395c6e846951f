/**
 * An image's details in Chromium against the running stack: in the media library an editor
 * clicks the preview where the subject is (the focal point), writes the alt text in English and
 * Arabic and saves; the library shows them; a project page showing the image cuts its crops
 * around the point and places it there at once; and the team editor's 'Choose from Library',
 * on the Arabic version, brings the image's Arabic alt text into the member's form.
 */
import { API, type MediaFile } from '@rawi/proto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, toast, unique, useSignedInPage } from './admin-support.ts';
import { adminToken, callApi, OwnProjects, visit } from './public-support.ts';
import { screenshot, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
useSignedInPage((opened, session) => {
  page = opened;
  chromium = session;
});

const name = `${unique('bands')}.png`;
const ALT = { en: 'Three bands of colour: red, green and blue', ar: 'ثلاثة أشرطة ملونة: أحمر وأخضر وأزرق' };
let token = '';
let media: MediaFile;
let own: OwnProjects;

/** A 1200×400 PNG in three bands, red, green and blue from left to right. */
async function bands(): Promise<Buffer> {
  const raw = Buffer.alloc(1200 * 400 * 3);
  for (let y = 0; y < 400; y++)
    for (let x = 0; x < 1200; x++) raw[(y * 1200 + x) * 3 + Math.floor((x * 3) / 1200)] = 255;
  return sharp(raw, { raw: { width: 1200, height: 400, channels: 3 } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  token = await adminToken();
  own = new OwnProjects(token);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await bands())], { type: 'image/png' }), name);
  const res = await callApi<MediaFile>('POST', API.mediaUpload, { token, body: form });
  expect(res.status).toBe(201);
  media = res.body;
}, 60_000);

afterAll(async () => {
  await own?.deleteAll();
  if (media) await callApi('DELETE', API.mediaItem(media.id), { token });
});

const listed = async () =>
  (await callApi<MediaFile[]>('GET', API.media, { token })).body.find((file) => file.id === media.id);

describe("an image's details", () => {
  it('sets the focal point by a click on the preview and the alt text in both languages', async () => {
    await open(page, '/admin/media', 'en');
    const item = page.getByTestId('media-item').filter({ hasText: name });
    await item.waitFor();
    expect(await item.getByTestId('media-alt').textContent()).toContain('No alt text yet');
    await item.getByRole('button', { name: `Edit the details of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Image Details' });
    const picture = dialog.getByTestId('focal-area').locator('img');
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    const box = (await picture.boundingBox())!;
    // On the red band, a fifth across and a quarter down.
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.25);
    expect(await dialog.getByTestId('focal-value').textContent()).toContain('20% across, 25% down');
    // The arrow keys move it too (by 5 %).
    await dialog.getByTestId('focal-area').press('ArrowRight');
    expect(await dialog.getByTestId('focal-value').textContent()).toContain('25% across, 25% down');
    await dialog.getByLabel('Alt text (English)').fill(ALT.en);
    await dialog.getByLabel('Alt text (Arabic)').fill(ALT.ar);
    expect(await dialog.getByLabel('Alt text (Arabic)').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'screens', 'laptop-en-admin-media-details', false);
    await dialog.getByRole('button', { name: 'Save Details' }).click();
    await toast(page, 'Image details saved');
    await expect
      .poll(async () => (await item.getByTestId('media-alt').textContent()) ?? '')
      .toContain(ALT.ar);

    const saved = await listed();
    expect(saved).toMatchObject({ alt: ALT });
    expect(saved?.focal?.x).toBeCloseTo(0.25, 2);
    expect(saved?.focal?.y).toBeCloseTo(0.25, 2);
    const foci = (await callApi<Array<{ id: string; x: number }>>('GET', '/api/media/focal-points')).body;
    expect(foci.find((focus) => focus.id === media.filename.slice(0, 36))?.x).toBeCloseTo(0.25, 2);
  });

  it('cuts a project page’s image around the point and places it there', async () => {
    const tag = unique('focal');
    const project = await own.create({
      title: `Focal ${tag}`,
      slug: tag,
      imageUrl: media.url,
      imageAlt: ALT.en,
    });
    const visitor = await chromium.newPage();
    await visit(visitor, `/projects/${project.slug}`, 'en');
    const image = visitor.locator('main aside img');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe(ALT.en);
    const { x, y } = (await listed())!.focal!;
    const percents = `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
    expect(await image.evaluate((img: HTMLImageElement) => img.style.objectPosition)).toBe(percents);
    const srcset = await visitor
      .locator('main aside picture source[type="image/avif"]')
      .getAttribute('srcset');
    expect(srcset).toContain(
      `${media.filename.slice(0, 36)}-wide-${Math.round(x * 100)}-${Math.round(y * 100)}-w480.avif`,
    );
    // The crop the browser shows is the left of the picture: red.
    await expect
      .poll(
        async () =>
          image.evaluate(async (img: HTMLImageElement) => {
            await img.decode().catch(() => undefined);
            if (!img.complete || img.naturalWidth === 0) return 'loading';
            const canvas = document.createElement('canvas');
            canvas.width = img.naturalWidth;
            canvas.height = img.naturalHeight;
            const context = canvas.getContext('2d')!;
            context.drawImage(img, 0, 0);
            const [r, g, b] = context.getImageData(
              Math.floor(img.naturalWidth * 0.1),
              Math.floor(img.naturalHeight / 2),
              1,
              1,
            ).data;
            return r! > 200 && g! < 80 && b! < 80 ? 'red' : `${r},${g},${b}`;
          }),
        { timeout: 30_000 },
      )
      .toBe('red');
    await visitor.close();
  });

  it("brings the image's Arabic alt text into the team member's form on the Arabic version", async () => {
    await open(page, '/admin/team', 'ar');
    await page
      .getByRole('group', { name: 'لغة المحتوى' })
      .getByRole('button', { name: 'العربية', exact: true })
      .click();
    await page.getByRole('button', { name: 'إضافة عضو' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عضو إلى الفريق' });
    await dialog.getByRole('button', { name: 'اختر من المكتبة' }).click();
    const picker = page.getByRole('dialog', { name: 'اختر صورة' });
    const choice = picker.getByRole('button', { name: `اختر ${name}` });
    await choice.waitFor();
    await screenshot(page, 'screens', 'laptop-ar-admin-media-picker', false);
    expect(await choice.textContent()).toContain(ALT.ar);
    await choice.click();
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('رابط صورة الملف الشخصي').inputValue()).toBe(media.url);
    expect(await dialog.getByLabel('النص البديل (العربية)').inputValue()).toBe(ALT.ar);
    await screenshot(page, 'screens', 'laptop-ar-admin-team-member-image', false);
    // Cleared, the photo asks for its alt text before the member is saved.
    await dialog.getByLabel('النص البديل (العربية)').fill('');
    await dialog.getByRole('button', { name: 'حفظ العضو' }).click();
    await dialog.getByText('اكتب نصاً بديلاً يصف هذه الصورة، أو علّمها صورةً زخرفية').waitFor();
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
  });
});
