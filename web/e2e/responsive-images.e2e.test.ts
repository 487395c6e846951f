/**
 * Responsive images in Chromium against the running stack: a camera-sized JPEG uploaded through the API
 * gets its variants; the media grid shows its dimensions and a small variant; the landing
 * page's hero and team photo load AVIF variants sized for a phone, the hero first and at high
 * priority; /projects' first card image is the one its head preloads, fetched once. The hero and
 * team content are restored and the image deleted afterwards.
 */
import { API, type HeroData, type MediaFile, type TeamData } from '@rawi/proto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, useSignedInPage } from './admin-support.ts';
import { adminToken, callApi, readContent, saveContent, visit } from './public-support.ts';
import { launchChromium, VIEWPORTS, type ChromiumSession } from './support.ts';
import type { Page } from 'playwright-core';

let admin: Page;
useSignedInPage((opened) => {
  admin = opened;
});

let token = '';
let photo: MediaFile;
let savedHero: HeroData | undefined;
let savedTeam: TeamData | undefined;
let chromium: ChromiumSession;

/** A 2400×1600 photo-like JPEG (a gradient with noise, so it compresses like a photograph). */
async function cameraPhoto(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (x * 7919 + y * 104729) % 23;
      raw[i] = (x / width) * 200 + noise;
      raw[i + 1] = (y / height) * 160 + noise;
      raw[i + 2] = 120 + noise;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

beforeAll(async () => {
  token = await adminToken();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await cameraPhoto())], { type: 'image/jpeg' }),
    'hero-photo.jpg',
  );
  const res = await callApi<MediaFile>('POST', API.mediaUpload, { token, body: form });
  expect(res.status).toBe(201);
  photo = res.body;
  // The variants are made off the request: wait until the library lists them.
  for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const listed = (await callApi<MediaFile[]>('GET', API.media, { token })).body.find(
      (m) => m.id === photo.id,
    );
    // Listed at once with its crops (cut around its centre), when all are made.
    if (listed?.variants.filter((variant) => !variant.crop).length === 8) break;
    if (Date.now() > deadline) throw new Error('the variants were not made within a minute');
  }
  savedHero = await readContent<HeroData>('hero', 'en');
  savedTeam = await readContent<TeamData>('team', 'en');
  chromium = await launchChromium();
}, 120_000);

afterAll(async () => {
  if (savedHero) await saveContent(token, 'hero', 'en', savedHero);
  if (savedTeam) await saveContent(token, 'team', 'en', savedTeam);
  if (photo) await callApi('DELETE', API.mediaItem(photo.id), { token });
  await chromium?.close();
});

/** The file name an <img> actually loaded (after the browser chose from its sources). */
const loadedFile = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) =>
      img.complete ? new URL(img.currentSrc).pathname.split('/').pop() : '',
    );

describe('responsive images', () => {
  it('shows the dimensions and a small variant in the media grid, not the original', async () => {
    await open(admin, '/admin/media', 'en');
    const item = admin.locator('[data-testid="media-item"]', { hasText: 'hero-photo.jpg' });
    await item.waitFor();
    expect(await item.getByTestId('media-dimensions').textContent()).toBe('2400 × 1600 px');
    await expect
      .poll(() => loadedFile(admin, `[data-testid="media-item"]:has-text("hero-photo.jpg") img`))
      .toBe(`${photo.filename.slice(0, 36)}-w480.avif`);
  });

  it('loads the hero and a team photo as AVIF variants sized for a phone, the hero first', async () => {
    await saveContent(token, 'hero', 'en', { ...savedHero, backgroundImage: photo.url });
    const members = savedTeam?.members ?? [];
    await saveContent(token, 'team', 'en', {
      ...savedTeam,
      members: members.map((member, i) => (i === 0 ? { ...member, image: photo.url } : member)),
    });
    const page = await chromium.newPage();
    await page.setViewportSize(VIEWPORTS.phone);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await visit(page, '/', 'en');
    const hero = page.locator('#home img').first();
    await hero.waitFor({ state: 'attached' });
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBe('eager');
    const uuid = photo.filename.slice(0, 36);
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || 'x:/').pathname))
      .toBe(`/api/media/files/${uuid}-w480.avif`);

    // The team photo waits until it is near, then loads the smallest variant for its 112 px: the
    // square cut around the photo's focal point (none set: its centre).
    const teamPhoto = page.locator(`#team img`).first();
    expect(await teamPhoto.getAttribute('loading')).toBe('lazy');
    await teamPhoto.scrollIntoViewIfNeeded();
    await expect
      .poll(() => teamPhoto.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || 'x:/').pathname))
      .toBe(`/api/media/files/${uuid}-square-50-50-w480.avif`);

    // The original (hundreds of kB) is never downloaded by the page.
    expect(images).not.toContain(photo.url);
    await page.close();
  });

  for (const viewport of ['phone', 'laptop'] as const) {
    it(`fetches /projects' first card image once, the variant its head preloads (${viewport})`, async () => {
      const page = await chromium.newPage();
      await page.setViewportSize(VIEWPORTS[viewport]);
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
      });
      for (const language of ['en', 'ar'] as const) {
        images.length = 0;
        await visit(page, '/projects', language);
        const card = page.locator('main article img').first();
        expect(await card.getAttribute('loading')).toBe('eager');
        expect(await card.getAttribute('fetchpriority')).toBe('high');
        const shown = await card.evaluate(async (img: HTMLImageElement) => {
          await img.decode().catch(() => undefined);
          return new URL(img.currentSrc).pathname;
        });
        // The preload names the card's variants at the card's sizes, so the browser picks the
        // same file for both: one request, and no other width of that image.
        const preload = page.locator('head link[rel="preload"][as="image"]');
        expect(await preload.getAttribute('imagesizes')).toBe(
          await page.locator('main article picture source[type="image/avif"]').first().getAttribute('sizes'),
        );
        const stem = shown.replace(/-w\d+\.avif$/, '');
        expect(shown).toMatch(/-w\d+\.avif$/);
        expect(
          images.filter((path) => path.startsWith(stem)),
          language,
        ).toEqual([shown]);
      }
      await page.close();
    });
  }
});
