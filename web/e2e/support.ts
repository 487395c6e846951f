/**
 * Shared pieces for driving the Debian Chromium with playwright-core (never a downloaded
 * browser): the launcher with the flags that work on these machines, a fresh profile per run,
 * the viewports the design is checked at, and helpers for screenshots.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createWebApp } from '../server/app.ts';
import { LAYOUT_NEAR_CLASS } from '../src/lib/layoutNear.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  /** The narrowest phone the site supports. */
  narrow: { width: 320, height: 640 },
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = join(WEB_ROOT, 'test-results');

export interface ChromiumSession {
  context: BrowserContext;
  newPage: (viewport?: ViewportName) => Promise<Page>;
  close: () => Promise<void>;
}

/** Starts Chromium with a fresh profile that is deleted on close. */
export async function launchChromium(): Promise<ChromiumSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rawi-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: VIEWPORTS.laptop,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  return {
    context,
    newPage: async (viewport = 'laptop') => {
      const page = await context.newPage();
      await page.setViewportSize(VIEWPORTS[viewport]);
      return page;
    },
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Serves a built web/dist (or WEB_DIST) with the container's own server on a free port; no API behind it. */
export async function startWebServer(
  distDir = process.env.WEB_DIST ?? join(WEB_ROOT, 'dist'),
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server: Server = createWebApp({ distDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until React owns the page: drawn by the client, or the server's markup hydrated (the
 * app's script starts after the first paint and hydrates as a transition, so a click before
 * then would do nothing). React keeps its fiber on every element it owns; the root's own
 * elements are the last of a hydrated tree to get one.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Resource hints React writes beside the markup (link, meta…) carry no fiber.
    const parts = [...(document.getElementById('root')?.children ?? [])].filter(
      (element) => !['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE'].includes(element.tagName),
    );
    return (
      parts.length > 0 &&
      parts.every((part) => Object.keys(part).some((key) => key.startsWith('__reactFiber')))
    );
  });
}

/** Waits until the app owns the page, web fonts are in and the page has stopped fetching. */
export async function settle(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Scrolls through the page so entrance animations run, then back to the top. */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      // 'instant': the page scrolls smoothly by default, which would leave most sections unvisited.
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 700));
  });
}

/**
 * Saves a screenshot under web/test-results/<folder>/<name>.png and returns its path. A whole
 * page is drawn at once, so it is laid out whole first: below the first screen a fresh visit
 * lays out a section only as the visitor nears it (src/lib/layoutNear.ts).
 */
export async function screenshot(page: Page, folder: string, name: string, fullPage = true): Promise<string> {
  const dir = join(RESULTS_DIR, folder);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  if (fullPage)
    await page.evaluate((name) => document.documentElement.classList.remove(name), LAYOUT_NEAR_CLASS);
  await page.screenshot({ path, fullPage });
  return path;
}
