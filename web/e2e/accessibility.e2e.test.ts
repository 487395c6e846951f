/**
 * An accessibility pass with axe-core on every public and admin route, in both languages, at
 * phone and laptop widths: no serious or critical violation (WCAG 2.1 A and AA rules, which
 * include colour contrast). The findings are printed so a regression names its element. Each
 * screen is also kept as a screenshot (web/test-results/screens/<width>-<language>-<screen>.png),
 * the set a reviewer looks through.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API, type Project } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../src/pages/admin/screens.ts';
import { open, signIn } from './admin-support.ts';
import { callApi } from './public-support.ts';
import { launchChromium, screenshot, VIEWPORTS, type ChromiumSession } from './support.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html?: string }>;
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through DevTools, which the page's CSP does not govern (an inline script would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: Violation[] }> } }).axe;
    return axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  })) as { violations: Violation[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: (n.html ?? '').slice(0, 200) })),
    }));
}

let chromium: ChromiumSession;
let page: Page;
let slug = '';

beforeAll(async () => {
  chromium = await launchChromium();
  page = await chromium.newPage();
  const projects = (await callApi<Project[]>('GET', API.projectsFor('en'))).body;
  slug = projects[0]?.slug ?? '';
});
afterAll(async () => {
  await chromium.close();
});

/** Waits for the screen's content (not its loading state) before checking. */
async function settled(p: Page) {
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(600);
}

const shotName = (path: string) => path.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** Checks the screen and keeps its picture; returns its serious findings. */
async function checkScreen(path: string, language: 'en' | 'ar', viewport: 'laptop' | 'phone') {
  await open(page, path, language);
  await settled(page);
  await screenshot(page, 'screens', `${viewport}-${language}-${shotName(path)}`, false);
  return seriousViolations(page);
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const publicPaths = () => ['/', '/projects', `/projects/${slug}`, '/definitely/not/here', '/admin/login'];

  for (const viewport of ['laptop', 'phone'] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`public screens, ${language}, ${viewport}`, async () => {
        await page.setViewportSize(VIEWPORTS[viewport]);
        const found: Record<string, Violation[]> = {};
        for (const path of publicPaths()) {
          const violations = await checkScreen(path, language, viewport);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      });
    }
  }

  for (const viewport of ['laptop', 'phone'] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`admin screens, ${language}, ${viewport}`, async () => {
        await page.setViewportSize(VIEWPORTS.laptop);
        await signIn(page);
        await page.setViewportSize(VIEWPORTS[viewport]);
        const found: Record<string, Violation[]> = {};
        for (const path of ADMIN_SCREENS.map((s) => (s.path ? `/admin/${s.path}` : '/admin'))) {
          const violations = await checkScreen(path, language, viewport);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      });
    }
  }

  it('keeps focus in the open mobile menu and gives it back to the menu button, in both languages', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    for (const language of ['en', 'ar'] as const) {
      await open(page, '/', language);
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      await toggle.click();
      await page.locator('#mobile-menu').waitFor();
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
        const inside = await page.evaluate(
          () =>
            document.getElementById('mobile-menu')?.contains(document.activeElement) ||
            document.activeElement?.getAttribute('aria-controls') === 'mobile-menu',
        );
        expect(inside, `Tab ${i + 1}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.locator('#mobile-menu').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'mobile-menu',
      );
    }
  });

  it('traps focus in a dialog, returns it to the opener, and shows a visible focus ring', async () => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await signIn(page);
    await open(page, '/admin/projects', 'en');
    const opener = page.getByRole('button', { name: 'Create New Project' }).first();
    await opener.focus();
    // Reached by keyboard (so :focus-visible applies), the control draws a focus ring of at least 2px.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.waitFor();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Create New Project');
  });
});
