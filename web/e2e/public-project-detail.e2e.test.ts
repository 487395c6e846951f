/**
 * /projects/{slug}: a project with a video ('Watch Demo' embed with the 11-character id and
 * 'Watch on YouTube', the player kept off the network), one without, the same slug in the
 * other language, and 'Project Not Found' for an unknown slug. The projects are made here
 * through the API and deleted afterwards.
 */
import { DEFAULT_IMAGES, type Project } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  blockYouTube,
  keepScreenshot,
  OwnProjects,
  requestsToOtherHosts,
  say,
  unique,
  visit,
} from './public-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

const VIDEO_ID = 'dQw4w9WgXcQ';
const tag = unique('e2e-detail');
let chromium: ChromiumSession;
let own: OwnProjects;
let withVideo: Project;
let withoutVideo: Project;
let arabic: Project;

beforeAll(async () => {
  chromium = await launchChromium();
  own = new OwnProjects(await adminToken());
  withVideo = await own.create({
    title: `Video Project ${tag}`,
    slug: `${tag}-video`,
    category: 'E2E Detail',
    description: 'An overview paragraph.\n\nA second paragraph.',
    features: ['Runs offline', 'Understands dialects'],
    advantages: ['Data stays inside', 'Tuned for Arabic'],
    useCases: ['Call centres', 'Branches'],
    youtubeUrl: `https://youtu.be/${VIDEO_ID}`,
    imageUrl: DEFAULT_IMAGES.heroBackground,
    imageAlt: 'Deep blue light over a night sky',
  });
  // A link that yields no 11-character id: no player.
  withoutVideo = await own.create({
    title: `Plain Project ${tag}`,
    slug: `${tag}-plain`,
    category: 'E2E Detail',
    features: ['Only feature'],
    youtubeUrl: 'https://youtu.be/tooShort',
  });
  arabic = await own.create({
    title: `مشروع تجريبي ${tag}`,
    slug: `${tag}-video`,
    language: 'ar',
    category: 'اختبار',
    description: 'نظرة عامة على المشروع.',
    briefDescription: 'وصف مختصر للمشروع.',
    features: ['يعمل دون اتصال'],
    advantages: ['البيانات لا تغادر المقر'],
    useCases: ['مراكز الاتصال'],
    youtubeUrl: `https://www.youtube.com/shorts/${VIDEO_ID}`,
  });
});
afterAll(async () => {
  await own?.deleteAll();
  await chromium?.close();
});

async function listItems(page: Page, heading: string): Promise<string[]> {
  return page.getByRole('region', { name: heading }).getByRole('listitem').allTextContents();
}

describe('project detail', () => {
  it("embeds 'Watch Demo' with the 11-character id and links to YouTube, without loading the player", async () => {
    const page = await chromium.newPage();
    const blocked = await blockYouTube(page);
    const offSite = requestsToOtherHosts(page);
    await visit(page, `/projects/${withVideo.slug}`, 'en');

    await page.getByRole('heading', { level: 1, name: withVideo.title }).waitFor();
    expect(await page.title()).toBe(`${withVideo.title} | Rawi`);
    expect(await page.getByRole('link', { name: 'Back to Projects' }).getAttribute('href')).toBe('/projects');
    const header = page.locator('main article').first();
    await header.getByText('E2E Detail', { exact: true }).first().waitFor();
    await header.getByText('Active', { exact: true }).first().waitFor();
    await page.getByText(withVideo.briefDescription, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Overview' }).locator('p').textContent()).toBe(
      withVideo.description,
    );
    expect(await listItems(page, 'Key Features')).toEqual(withVideo.features);
    expect(await listItems(page, 'Competitive Advantages')).toEqual(withVideo.advantages);
    expect(await listItems(page, 'Use Cases')).toEqual(withVideo.useCases);
    expect(await page.getByRole('img', { name: withVideo.imageAlt }).getAttribute('src')).toBe(
      DEFAULT_IMAGES.heroBackground,
    );

    const demo = page.getByRole('region', { name: 'Watch Demo' });
    const iframe = demo.locator('iframe');
    // A designed poster until the visitor asks: no request to YouTube, never an empty black box.
    expect(await iframe.count()).toBe(0);
    const poster = demo.getByRole('button', { name: /Play the demo/ });
    expect(await poster.textContent()).toContain('Play the demo');
    expect(blocked).toEqual([]);
    await keepScreenshot(page, 'project-en-video-poster');
    await poster.click();
    expect(await iframe.count()).toBe(1);
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    const id = /^\/embed\/([^/]+)$/.exec(src.pathname)?.[1];
    expect(id).toHaveLength(11);
    expect(id).toBe(VIDEO_ID);
    expect(src.hostname).toMatch(/^www\.youtube(-nocookie)?\.com$/);
    expect(await iframe.getAttribute('title')).toBe(`${withVideo.title}: video demo`);
    const watch = demo.getByRole('link', { name: 'Watch on YouTube' });
    expect(await watch.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    expect(await watch.getAttribute('target')).toBe('_blank');
    expect(await page.locator('main').getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/#contact',
    );

    // The player asked for: its request is made, and stopped before the network.
    await iframe.scrollIntoViewIfNeeded();
    await expect
      .poll(() => blocked.some((url) => new URL(url).pathname === `/embed/${VIDEO_ID}`), { timeout: 10_000 })
      .toBe(true);
    expect(
      offSite.every((url) => blocked.includes(url)),
      `requests left the stack: ${offSite.join(', ')}`,
    ).toBe(true);
    await keepScreenshot(page, 'project-en-video');
    await page.close();
  });

  it('shows no player when the link yields no 11-character id', async () => {
    const page = await chromium.newPage();
    const blocked = await blockYouTube(page);
    await visit(page, `/projects/${withoutVideo.slug}`, 'en');
    await page.getByRole('heading', { level: 1, name: withoutVideo.title }).waitFor();
    await page.getByRole('heading', { name: 'Key Features' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Watch Demo' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Watch on YouTube' }).count()).toBe(0);
    // Empty lists are left out.
    expect(await page.getByRole('heading', { name: 'Competitive Advantages' }).count()).toBe(0);
    expect(blocked).toEqual([]);
    await keepScreenshot(page, 'project-en-no-video');
    await page.close();
  });

  it('shows the Arabic project for the same slug in Arabic, mirrored, with its player', async () => {
    const page = await chromium.newPage();
    await blockYouTube(page);
    await visit(page, `/projects/${arabic.slug}`, 'ar');
    await page.getByRole('heading', { level: 1, name: arabic.title }).waitFor();
    const demo = page.getByRole('region', { name: say('ar', 'project.watchDemo') });
    await demo.getByRole('button').click();
    expect(new URL((await demo.locator('iframe').getAttribute('src')) ?? '').pathname).toBe(
      `/embed/${VIDEO_ID}`,
    );
    expect(
      await demo.getByRole('link', { name: say('ar', 'project.watchOnYouTube') }).getAttribute('href'),
    ).toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    const back = await page.getByRole('link', { name: say('ar', 'project.back') }).boundingBox();
    const viewport = page.viewportSize();
    expect(back && viewport && back.x + back.width).toBeGreaterThan((viewport?.width ?? 0) / 2);
    await keepScreenshot(page, 'project-ar-video');
    await page.close();
  });

  it("shows 'Project Not Found' with a back link for an unknown slug, in either language", async () => {
    const page = await chromium.newPage();
    await visit(page, `/projects/${tag}-no-such-project`, 'en');
    await page.getByRole('heading', { level: 1, name: 'Project Not Found' }).waitFor();
    expect(await page.title()).toBe('Project Not Found | Rawi');
    await keepScreenshot(page, 'project-en-not-found');

    await visit(page, `/projects/${tag}-no-such-project`, 'ar');
    await page.getByRole('heading', { level: 1, name: say('ar', 'project.notFound.title') }).waitFor();
    await keepScreenshot(page, 'project-ar-not-found');

    await page.getByRole('link', { name: say('ar', 'project.back') }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await page.getByRole('heading', { level: 1, name: say('ar', 'projectsPage.heading') }).waitFor();
    await page.close();
  });

  it('shows a project asked for in the language it does not exist in, in its own language (its slug names it)', async () => {
    const page = await chromium.newPage();
    // The plain project exists in English only.
    const reply = await visit(page, `/projects/${withoutVideo.slug}`, 'ar');
    expect(reply?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: withoutVideo.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });
});
