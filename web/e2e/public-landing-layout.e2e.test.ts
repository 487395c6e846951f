/**
 * The landing page below its first screen (src/lib/layoutNear.ts): on a fresh visit the lower
 * sections are laid out only as the visitor nears them, and every way of arriving at a section
 * still lands on it exactly, on a phone and a laptop, in both languages: the hero's link to the
 * contact form (before the page was ever scrolled), a visit that arrives at /#team, the menu's
 * link to /#contact from another page (the app draws the landing page itself, its sections still
 * coming in) and a reload. A block below the first screen is lowered out of sight without an
 * animation as it hydrates, and rises into place as it comes into view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NEAR_CLASS } from '../src/lib/layoutNear.ts';
import { HOLD_MS } from '../src/pages/landing/keepSectionInView.ts';
import { baseUrl, LANGUAGES, say, useChromium, visit, waitForHydration } from './public-support.ts';
import { settle } from './support.ts';

const chromium = useChromium();

const VIEWPORTS = ['phone', 'laptop'] as const;
const CASES = VIEWPORTS.flatMap((viewport) => LANGUAGES.map((language) => [viewport, language] as const));

/** Resolves once the page has not scrolled for 15 frames (a smooth scroll has ended). */
function scrollEnded(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 15) resolve();
          else requestAnimationFrame(frame);
        };
        frame();
      }),
  );
}

/**
 * How far (px) the section's top is from where a scroll to it puts it: under the fixed
 * navigation (the page's scroll-padding-top), or as far as the page goes at its end.
 */
function offTarget(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => {
    const root = document.documentElement;
    const padding = parseFloat(getComputedStyle(root).scrollPaddingTop);
    const top = document.getElementById(id)!.getBoundingClientRect().top;
    const reachable = Math.max(padding, top - (root.scrollHeight - window.innerHeight - window.scrollY));
    return Math.abs(top - reachable);
  }, id);
}

/** How far the section is from its place once the landing page's hold is over (`keepSectionInView`). */
async function offTargetAfterHold(page: Page, id: string): Promise<number> {
  await page.locator(`#${id}`).waitFor();
  await page.waitForTimeout(HOLD_MS + 500);
  return offTarget(page, id);
}

const laidOutNear = (page: Page) =>
  page.evaluate(
    (name) => ({
      marked: document.documentElement.classList.contains(name),
      team: getComputedStyle(document.getElementById('team')!).contentVisibility,
    }),
    LAYOUT_NEAR_CLASS,
  );

/** A transition or an animation as it started. */
interface Move {
  /** The transitioned property, or 'animation' for a CSS animation. */
  property: string;
  /** Whether its element was wholly below the viewport then (frames nobody sees). */
  below: boolean;
  target: Element;
}

type Recorded = Window & { rawiMoves?: Move[] };

/** Records every transition and animation the page starts, from its first byte on. */
async function recordMoves(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moves: Move[] = [];
    (window as Recorded).rawiMoves = moves;
    const record = (event: Event) => {
      const target = event.target as Element;
      moves.push({
        property: event instanceof TransitionEvent ? event.propertyName : 'animation',
        below: target.getBoundingClientRect().top >= window.innerHeight,
        target,
      });
    };
    document.addEventListener('transitionrun', record, true);
    document.addEventListener('animationstart', record, true);
  });
}

/** Resolves after two animation frames: a style change's transition events are sent by then. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

describe('the landing page below its first screen', () => {
  it.each(CASES)(
    'is laid out as the visitor nears it, and the hero link lands on the contact form (%s, %s)',
    async (viewport, language) => {
      const page = await chromium.newPage(viewport);
      await visit(page, '/', language);
      expect(await laidOutNear(page)).toEqual({ marked: true, team: 'auto' });
      // Once the sections' code is in (a visitor's first move loads it): a click before that
      // loses the sections the server drew for a moment (React draws them afresh as the location
      // changes), a separate matter from their layout.
      await page.keyboard.press('Shift');
      await waitForHydration(page.locator('#contact'));
      await page.locator('#home a[href="#contact"]').click();
      // The browser's own smooth scroll to the section, waited for from its start to its end.
      await page.waitForFunction(() => window.scrollY > 0);
      await scrollEnded(page);
      expect(await offTarget(page, 'contact')).toBeLessThanOrEqual(2);
      expect((await laidOutNear(page)).marked).toBe(false);
      await page.close();
    },
  );

  it.each(CASES)(
    'lands on the contact form when the hero link is followed before the sections below have their code (%s, %s)',
    async (viewport, language) => {
      const page = await chromium.newPage(viewport);
      await visit(page, '/', language);
      // React draws the sections it has not hydrated afresh as the location changes, so the
      // browser's scroll finds no section; the landing page takes the visitor there once it is back.
      await page.locator('#home a[href="#contact"]').click();
      expect(await offTargetAfterHold(page, 'contact')).toBeLessThanOrEqual(2);
      await page.close();
    },
  );

  it.each(CASES)('lands on the section a visit arrives at (%s, %s)', async (viewport, language) => {
    const page = await chromium.newPage(viewport);
    await page.goto(`${baseUrl()}/?lang=${language}#team`);
    await settle(page);
    await scrollEnded(page);
    expect(await laidOutNear(page)).toEqual({ marked: false, team: 'visible' });
    expect(await offTarget(page, 'team')).toBeLessThanOrEqual(2);
    await page.close();
  });

  it.each(CASES)(
    "lands on the contact form from another page's menu, while the sections come in (%s, %s)",
    async (viewport, language) => {
      const page = await chromium.newPage(viewport);
      await visit(page, '/projects', language);
      if (viewport === 'phone') {
        await page.getByRole('button', { name: say(language, 'nav.openMenu') }).click();
        await page.locator('#mobile-menu a[href="/#contact"]').first().click();
      } else
        await page
          .getByRole('navigation', { name: say(language, 'nav.label') })
          .locator('a[href="/#contact"]')
          .click();
      await page.waitForURL(/#contact$/);
      // Where it is once the hold is over: the sections above have come in by then.
      expect(await offTargetAfterHold(page, 'contact')).toBeLessThanOrEqual(2);
      await page.close();
    },
  );

  it.each(VIEWPORTS)('is laid out whole after a reload (%s)', async (viewport) => {
    const page = await chromium.newPage(viewport);
    await visit(page, '/', 'ar');
    await page.reload();
    await settle(page);
    expect(await laidOutNear(page)).toEqual({ marked: false, team: 'visible' });
    await page.close();
  });

  it.each(LANGUAGES)(
    'lowers the services below the first screen without animating them, and raises a card as it comes into view (%s)',
    async (language) => {
      const page = await chromium.newPage('phone');
      await recordMoves(page);
      await visit(page, '/', language);
      await page.keyboard.press('Shift');
      // The first card's block, lowered out of sight once its section has hydrated.
      const block = await page.locator('#services article').first().locator('xpath=..').elementHandle();
      await page.waitForFunction((element) => getComputedStyle(element).transform !== 'none', block);
      await nextFrames(page);
      const outOfSight = () =>
        ((window as Recorded).rawiMoves ?? []).filter((move) => move.below).map((move) => move.property);
      expect(await page.evaluate(outOfSight)).toEqual([]);
      await block.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (element) =>
          ((window as Recorded).rawiMoves ?? []).some(
            (move) => move.target === element && move.property === 'transform',
          ),
        block,
      );
      await page.close();
    },
  );
});
