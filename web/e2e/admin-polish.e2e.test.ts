/**
 * The admin panel's finish, in Chromium: no control that looks clickable and does nothing,
 * dashboard counts of equal height on a phone, the hero subtitle box growing with its text,
 * and English service text keeping its own direction in the Arabic panel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminScreenshot, open, useSignedInPage } from './admin-support.ts';
import { VIEWPORTS } from './support.ts';

let page: Page;
useSignedInPage((opened) => {
  page = opened;
});

describe('admin polish', () => {
  it('shows the save notes of the dashboard and team as notes with their reason, never as dead buttons', async () => {
    for (const [path, label, reason] of [
      ['/admin', 'Save All Changes', 'Each screen saves its own changes with its own Save button.'],
      ['/admin/team', 'Save Changes', 'Team changes are saved as soon as you save or delete a member.'],
    ] as const) {
      await open(page, path, 'en');
      const note = page.getByRole('note').filter({ hasText: label });
      await note.waitFor();
      expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(0);
      await note.focus();
      await page.getByText(reason).first().waitFor();
    }
  });

  it('gives the dashboard counts equal heights on a phone, in both languages', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    try {
      for (const language of ['en', 'ar'] as const) {
        await open(page, '/admin', language);
        const cards = page.locator('main ul').first().locator('> li');
        await expect.poll(() => cards.count()).toBe(4);
        await page.locator('main ul li a span').first().waitFor();
        const heights = await cards.evaluateAll((items) =>
          items.map((i) => Math.round(i.getBoundingClientRect().height)),
        );
        expect(new Set(heights).size, heights.join(',')).toBe(1);
        await adminScreenshot(page, `dashboard-phone-${language}`, false);
      }
    } finally {
      await page.setViewportSize(VIEWPORTS.laptop);
    }
  });

  it('grows the hero subtitle box with its text on a phone, so no line is cut', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    try {
      await open(page, '/admin/hero', 'en');
      const subtitle = page.getByLabel('Subtitle');
      await subtitle.waitFor();
      await subtitle.fill('A long subtitle. '.repeat(12));
      const { scroll, client } = await subtitle.evaluate((el) => ({
        scroll: el.scrollHeight,
        client: el.clientHeight,
      }));
      expect(scroll).toBeLessThanOrEqual(client + 1);
    } finally {
      await page.setViewportSize(VIEWPORTS.laptop);
    }
  });

  it('keeps English service text left to right inside the Arabic panel', async () => {
    await open(page, '/admin/services', 'ar');
    const item = page.getByTestId('service-item').first();
    await item.waitFor();
    const body = item.locator('[lang="en"]');
    expect(await body.getAttribute('dir')).toBe('ltr');
    expect(await body.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });
});
