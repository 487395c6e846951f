/**
 * The landing page's projects section: the category filter, at most 6 cards per category,
 * 'View All' to /projects when the language has more than 6 projects, and cards with at most
 * 2 features + '+N more features' and 3 use cases + '+N'. Expectations come from the API;
 * a category of 7 projects made here (and deleted after) makes sure the cap is exercised.
 */
import {
  LANDING_CARD_FEATURES,
  LANDING_CARD_USE_CASES,
  LANDING_PROJECTS_PER_CATEGORY,
  type Language,
  type Project,
} from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  expectedCard,
  keepPartScreenshot,
  OwnProjects,
  projectCards,
  publicProjects,
  say,
  unique,
  visit,
  waitForHydration,
} from './public-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

const tag = unique('e2e-landing');
const category = `E2E Category ${tag}`;
const arabicCategory = `فئة ${tag}`;
let chromium: ChromiumSession;
let own: OwnProjects;

beforeAll(async () => {
  chromium = await launchChromium();
  own = new OwnProjects(await adminToken());
  // Seven projects in one category; project i has i features and i use cases.
  for (let i = 1; i <= LANDING_PROJECTS_PER_CATEGORY + 1; i++) {
    await own.create({
      title: `${tag} Project ${i}`,
      slug: `${tag}-${i}`,
      category,
      features: Array.from({ length: i }, (_, n) => `Feature ${n + 1} of ${i}`),
      useCases: Array.from({ length: i }, (_, n) => `Use case ${n + 1} of ${i}`),
      youtubeUrl: i === 3 ? 'https://youtu.be/dQw4w9WgXcQ' : undefined,
    });
  }
  await own.create({
    title: `مشروع ${tag}`,
    slug: `${tag}-ar`,
    language: 'ar',
    category: arabicCategory,
    description: 'وصف المشروع التجريبي.',
    briefDescription: 'وصف مختصر للمشروع التجريبي.',
    features: ['ميزة ١', 'ميزة ٢', 'ميزة ٣', 'ميزة ٤', 'ميزة ٥'],
    useCases: ['حالة ١', 'حالة ٢', 'حالة ٣', 'حالة ٤', 'حالة ٥'],
  });
});
afterAll(async () => {
  await own?.deleteAll();
  await chromium?.close();
});

const categoriesOf = (projects: Project[]) => [
  ...new Set(projects.map((project) => project.category).filter(Boolean)),
];
const landingCards = (projects: Project[], language: Language) =>
  projects
    .slice(0, LANDING_PROJECTS_PER_CATEGORY)
    .map((project) => expectedCard(project, language, LANDING_CARD_FEATURES, LANDING_CARD_USE_CASES));

async function openProjects(language: Language): Promise<Page> {
  const page = await chromium.newPage();
  await visit(page, '/', language);
  await page.locator('#projects article').first().waitFor();
  // The section's code loads as the visitor scrolls: then it answers clicks.
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await waitForHydration(page.locator('#projects'));
  return page;
}

function filterButtons(page: Page, language: Language) {
  return page
    .locator('#projects')
    .getByRole('group', { name: say(language, 'projects.filterLabel') })
    .getByRole('button');
}

function filterButton(page: Page, language: Language, name: string) {
  return page
    .locator('#projects')
    .getByRole('group', { name: say(language, 'projects.filterLabel') })
    .getByRole('button', { name, exact: true });
}

describe('landing projects', () => {
  it.each(['en', 'ar'] as const)(
    'filters by category, at most 6 cards each, with the capped card lists (%s)',
    async (language) => {
      const projects = await publicProjects(language);
      const page = await openProjects(language);
      const section = page.locator('#projects');
      const categories = categoriesOf(projects);
      expect(await filterButtons(page, language).allTextContents()).toEqual([
        say(language, 'projects.all'),
        ...categories,
      ]);
      expect(await filterButtons(page, language).first().getAttribute('aria-pressed')).toBe('true');
      expect(await projectCards(section, language)).toEqual(landingCards(projects, language));

      for (const choice of categories) {
        const button = filterButton(page, language, choice);
        await button.click();
        expect(await button.getAttribute('aria-pressed')).toBe('true');
        const expected = landingCards(
          projects.filter((project) => project.category === choice),
          language,
        );
        await expect.poll(() => projectCards(section, language), { timeout: 5000 }).toEqual(expected);
      }
      await filterButton(page, language, say(language, 'projects.all')).click();
      await expect
        .poll(() => projectCards(section, language).then((cards) => cards.length))
        .toBe(Math.min(projects.length, LANDING_PROJECTS_PER_CATEGORY));
      await page.close();
    },
  );

  it("caps a category of 7 at 6 cards and shows '+N more features' and '+N' use cases", async () => {
    const page = await openProjects('en');
    const section = page.locator('#projects');
    await filterButton(page, 'en', category).click();
    await expect
      .poll(() => projectCards(section, 'en').then((cards) => cards.map((card) => card.title)))
      .toEqual([1, 2, 3, 4, 5, 6].map((i) => `${tag} Project ${i}`));
    const cards = await projectCards(section, 'en');
    expect(cards[0]).toMatchObject({
      features: ['Feature 1 of 1'],
      moreFeatures: null,
      useCases: ['Use case 1 of 1'],
    });
    expect(cards[2]).toMatchObject({
      video: true,
      features: ['Feature 1 of 3', 'Feature 2 of 3'],
      moreFeatures: '+1 more feature',
      useCases: ['Use case 1 of 3', 'Use case 2 of 3', 'Use case 3 of 3'],
    });
    expect(cards[5]).toMatchObject({
      video: false,
      features: ['Feature 1 of 6', 'Feature 2 of 6'],
      moreFeatures: '+4 more features',
      useCases: ['Use case 1 of 6', 'Use case 2 of 6', 'Use case 3 of 6', '+3'],
      href: `/projects/${tag}-6`,
    });
    await keepPartScreenshot(section, 'landing-en-projects-one-category');
    await page.close();
  });

  it.each(['en', 'ar'] as const)(
    "shows 'View All' to /projects exactly when there are more than 6 (%s)",
    async (language) => {
      const projects = await publicProjects(language);
      const page = await openProjects(language);
      const viewAll = page
        .locator('#projects')
        .getByRole('link', { name: say(language, 'projects.viewAll') });
      expect(await viewAll.isVisible()).toBe(projects.length > LANDING_PROJECTS_PER_CATEGORY);
      if (projects.length > LANDING_PROJECTS_PER_CATEGORY) {
        await viewAll.click();
        await page.waitForURL((url) => url.pathname === '/projects');
        await page.getByRole('heading', { level: 1, name: say(language, 'projectsPage.heading') }).waitFor();
      }
      await page.close();
    },
  );
  it("keeps '+N' reading left to right on Arabic cards, as the '+N' badge does", async () => {
    const page = await openProjects('ar');
    await filterButton(page, 'ar', arabicCategory).click();
    const card = page.locator('#projects article').filter({ hasText: `مشروع ${tag}` });
    const moreFeatures = card.locator('li', { hasText: '+3' }); // '+3 more features', 3 of 5 not shown
    const moreUseCases = card.locator('bdi', { hasText: '+2' });
    for (const more of [moreFeatures, moreUseCases]) {
      // Where the '+' and the digit after it are drawn: the '+' must come first, on the left.
      const plusFirst = await more.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const at = node.data.indexOf('+');
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const plus = range.getBoundingClientRect();
          range.setStart(node, at + 1);
          range.setEnd(node, at + 2);
          const digit = range.getBoundingClientRect();
          return plus.right <= digit.left + 0.5;
        }
        return null;
      });
      expect(plusFirst, (await more.textContent()) ?? '').toBe(true);
    }
    await keepPartScreenshot(card, 'landing-ar-project-card');
    await page.close();
  });
});
