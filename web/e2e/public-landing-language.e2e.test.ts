/**
 * The landing page in English and in Arabic: <html lang dir>, the layout really mirrored
 * (bounding boxes of the bar's pieces compared between the two), no English left on the
 * Arabic page, the choice kept in rawi-language across a reload, and screenshots of both
 * kept under web/test-results/e2e/.
 */
import type { Language } from '@rawi/proto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  arabicContentTexts,
  baseUrl,
  documentLanguage,
  expectedHero,
  keepScreenshot,
  latinTextsOutsideContent,
  say,
  sidewaysOverflow,
  useChromium,
  visit,
} from './public-support.ts';
import { settle, VIEWPORTS, type ViewportName } from './support.ts';

const chromium = useChromium();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Distance from the side a line starts on: the left in English, the right in Arabic. */
function fromStart(b: Box, language: Language, viewportWidth: number): number {
  return language === 'ar' ? viewportWidth - (b.x + b.width) : b.x;
}

/** The boxes of the top bar's pieces on a laptop, and the nav links from first to last. */
async function barLayout(page: Page, language: Language) {
  const header = page.locator('header').first();
  const nav = header.getByRole('navigation', { name: say(language, 'nav.label') });
  const links = nav.getByRole('link');
  return {
    logo: await box(header.getByRole('link', { name: say(language, 'brand.homeLink') })),
    nav: await box(nav),
    links: await Promise.all((await links.all()).map((link) => box(link))),
    toggle: await box(header.getByRole('group', { name: say(language, 'language.label') })),
    contact: await box(header.getByRole('link', { name: say(language, 'nav.contactButton') })),
  };
}

async function openLanding(language: Language, viewport: ViewportName = 'laptop'): Promise<Page> {
  const page = await chromium.newPage(viewport);
  await visit(page, '/', language);
  await page.getByRole('heading', { level: 1, name: (await expectedHero(language)).heading }).waitFor();
  return page;
}

describe('landing page in English and Arabic', () => {
  it('is English, left to right, by default and with ?lang=en', async () => {
    const page = await openLanding('en');
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Services',
      'Projects',
      'Team',
      'Contact',
    ]);
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).first().getAttribute('href')).toBe(
      '/admin/login',
    );
    expect(await page.title()).toBe(say('en', 'seo.home.title'));
    await keepScreenshot(page, 'landing-en-laptop');
    await page.close();
  });

  it('is Arabic, right to left, with the layout mirrored', async () => {
    const width = VIEWPORTS.laptop.width;
    const en = await openLanding('en');
    const ar = await openLanding('ar');
    expect(await documentLanguage(ar)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await ar.title()).toBe(say('ar', 'seo.home.title'));
    const nav = ar.getByRole('navigation', { name: say('ar', 'nav.label') });
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      (['home', 'services', 'projects', 'team', 'contact'] as const).map((section) =>
        say('ar', `nav.${section}`),
      ),
    );

    const ltr = await barLayout(en, 'en');
    const rtl = await barLayout(ar, 'ar');
    // The logo starts the line and the contact button ends it: left to right in English, mirrored in Arabic.
    expect(ltr.logo.x + ltr.logo.width).toBeLessThan(width / 2);
    expect(rtl.logo.x).toBeGreaterThan(width / 2);
    expect(Math.abs(fromStart(rtl.logo, 'ar', width) - fromStart(ltr.logo, 'en', width))).toBeLessThanOrEqual(
      1,
    );
    expect(
      Math.abs(
        fromStart(rtl.contact, 'ar', width) +
          rtl.contact.width -
          (fromStart(ltr.contact, 'en', width) + ltr.contact.width),
      ),
    ).toBeLessThanOrEqual(1);
    expect(ltr.logo.x).toBeLessThan(ltr.nav.x);
    expect(ltr.nav.x + ltr.nav.width).toBeLessThan(ltr.toggle.x);
    expect(rtl.logo.x).toBeGreaterThan(rtl.nav.x + rtl.nav.width);
    expect(rtl.nav.x).toBeGreaterThan(rtl.toggle.x + rtl.toggle.width);
    // The nav sits about where its mirror image would, and its links run right to left.
    const centre = (b: Box) => b.x + b.width / 2;
    expect(Math.abs(centre(rtl.nav) - (width - centre(ltr.nav)))).toBeLessThan(40);
    const lefts = (boxes: Box[]) => boxes.map((b) => b.x);
    expect(lefts(ltr.links)).toEqual([...lefts(ltr.links)].sort((a, b) => a - b));
    expect(lefts(rtl.links)).toEqual([...lefts(rtl.links)].sort((a, b) => b - a));

    // Further down, the contact form sits on the end side: right in English, left in Arabic.
    const form = (page: Page) => page.locator('#contact form');
    const formEn = await box(form(en));
    const formAr = await box(form(ar));
    expect(formEn.x).toBeGreaterThan(width / 3);
    expect(formAr.x + formAr.width).toBeLessThan((width * 2) / 3);
    expect(Math.abs(fromStart(formAr, 'ar', width) - fromStart(formEn, 'en', width))).toBeLessThanOrEqual(1);

    await keepScreenshot(ar, 'landing-ar-laptop');
    await en.close();
    await ar.close();
  });

  it('fits a phone in both languages, the menu button on the end side', async () => {
    const width = VIEWPORTS.phone.width;
    for (const language of ['en', 'ar'] as const) {
      const page = await openLanding(language, 'phone');
      expect(await sidewaysOverflow(page), `${language} scrolls sideways`).toBe(0);
      const logo = await box(page.getByRole('link', { name: say(language, 'brand.homeLink') }));
      const menu = await box(page.getByRole('button', { name: say(language, 'nav.openMenu') }));
      expect(fromStart(logo, language, width)).toBeLessThan(fromStart(menu, language, width));
      await keepScreenshot(page, `landing-${language}-phone`);
      await page.getByRole('button', { name: say(language, 'nav.openMenu') }).click();
      const menuLinks = page.locator('#mobile-menu').getByRole('link');
      await menuLinks.first().waitFor();
      expect(await menuLinks.first().textContent()).toBe(say(language, 'nav.home'));
      await page.waitForTimeout(400); // the bar's colour transition
      await keepScreenshot(page, `landing-${language}-phone-menu`, { fullPage: false });
      await page.close();
    }
  });

  it('leaves no English on the Arabic page', async () => {
    const page = await openLanding('ar');
    await keepScreenshot(page, 'landing-ar-scrolled');
    expect(await latinTextsOutsideContent(page, await arabicContentTexts())).toEqual([]);
    await page.close();
  });
});

describe('language choice', () => {
  it('switches with the EN/AR toggle and persists in rawi-language across a reload', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => window.localStorage.removeItem('rawi-language'));
    await page.reload();
    await settle(page);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const toggle = page.locator('header').getByRole('group', { name: 'Language' });
    expect(await toggle.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');

    await toggle.getByRole('button', { name: 'AR' }).click();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.evaluate(() => window.localStorage.getItem('rawi-language'))).toBe('ar');
    // Switching refetches the content in Arabic.
    await page.getByRole('heading', { level: 1, name: (await expectedHero('ar')).heading }).waitFor();

    await page.reload();
    await settle(page);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { level: 1, name: (await expectedHero('ar')).heading }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: say('ar', 'nav.label') })
        .getByRole('link')
        .first()
        .textContent(),
    ).toBe(say('ar', 'nav.home'));
    const arToggle = page.locator('header').getByRole('group', { name: say('ar', 'language.label') });
    expect(
      await arToggle.getByRole('button', { name: say('ar', 'language.ar') }).getAttribute('aria-pressed'),
    ).toBe('true');

    // And back: English is stored and kept too, on another page of the site.
    await arToggle.getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => window.localStorage.getItem('rawi-language'))).toBe('en');
    await page.goto(`${baseUrl()}/projects`);
    await settle(page);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('heading', { level: 1, name: say('en', 'projectsPage.heading') }).waitFor();
    await page.close();
  });
});
