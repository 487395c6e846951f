/**
 * /projects: every project of the current language as the API lists it, each card with its
 * category badge, video icon, up to 3 features + '+n more features' and 'View Details' to
 * /projects/{slug}.
 */
import { PUBLIC_LIST_CARD_FEATURES } from '@rawi/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  documentLanguage,
  expectedCard,
  keepScreenshot,
  LANGUAGES,
  OwnProjects,
  projectCards,
  publicProjects,
  say,
  sidewaysOverflow,
  unique,
  visit,
} from './public-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

const tag = unique('e2e-list');
let chromium: ChromiumSession;
let own: OwnProjects;

beforeAll(async () => {
  chromium = await launchChromium();
  own = new OwnProjects(await adminToken());
  await own.create({
    title: `List Card ${tag}`,
    slug: tag,
    category: 'E2E List',
    features: ['One', 'Two', 'Three', 'Four', 'Five'],
    useCases: ['Branches', 'Call centres', 'Mobile', 'Back office'],
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
});
afterAll(async () => {
  await own?.deleteAll();
  await chromium?.close();
});

describe('/projects', () => {
  it.each(LANGUAGES)('lists every project of the language with the capped cards (%s)', async (language) => {
    const projects = await publicProjects(language);
    const page = await chromium.newPage();
    await visit(page, '/projects', language);
    expect(await documentLanguage(page)).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
    await page.getByRole('heading', { level: 1, name: say(language, 'projectsPage.heading') }).waitFor();
    await page.getByText(say(language, 'projectsPage.intro'), { exact: true }).waitFor();
    expect(await page.title()).toBe(say(language, 'seo.projects.title'));
    const main = page.locator('main');
    await main.locator('article').first().waitFor();
    expect(await projectCards(main, language)).toEqual(
      projects.map((project) => expectedCard(project, language, PUBLIC_LIST_CARD_FEATURES)),
    );
    expect(await main.getByRole('link', { name: say(language, 'projects.viewDetails') }).count()).toBe(
      projects.length,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await keepScreenshot(page, `projects-${language}-laptop`);
    await page.close();
  });

  it("shows '+2 more features' and the video icon on a card, and 'View Details' opens its page", async () => {
    const page = await chromium.newPage();
    await visit(page, '/projects', 'en');
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('heading', { name: `List Card ${tag}` }) });
    const cards = await projectCards(page.locator('main'), 'en');
    expect(cards.filter((view) => view.title === `List Card ${tag}`)).toEqual([
      {
        title: `List Card ${tag}`,
        category: 'E2E List',
        video: true,
        features: ['One', 'Two', 'Three'],
        moreFeatures: '+2 more features',
        useCases: [],
        href: `/projects/${tag}`,
      },
    ]);
    expect(await card.getByRole('img', { name: 'Includes a video demo' }).count()).toBe(1);
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${tag}`);
    await page.getByRole('heading', { level: 1, name: `List Card ${tag}` }).waitFor();
    await page.close();
  });

  it.each(LANGUAGES)(
    'lays out the cards below its first row as the visitor nears them on a fresh visit, all of them on a reload (%s)',
    async (language) => {
      const page = await chromium.newPage('phone');
      await visit(page, '/projects', language);
      const cardStyles = () =>
        page
          .locator('main article')
          .evaluateAll((cards) =>
            cards.map((card) => getComputedStyle(card.closest('li') as Element).contentVisibility),
          );
      const fresh = await cardStyles();
      expect(fresh.length).toBeGreaterThan(3);
      expect(fresh.slice(0, 3)).toEqual(['visible', 'visible', 'visible']);
      expect(new Set(fresh.slice(3))).toEqual(new Set(['auto']));
      // Near the end of the list the last card is laid out, with its real height.
      await page.locator('main article').last().scrollIntoViewIfNeeded();
      expect((await page.locator('main article').last().boundingBox())?.height).toBeGreaterThan(200);
      // A reload restores a scroll position: the whole list is laid out for it.
      await page.reload();
      await page.locator('main article').first().waitFor();
      expect(new Set(await cardStyles())).toEqual(new Set(['visible']));
      await page.close();
    },
  );

  it('fits a phone in Arabic', async () => {
    const page = await chromium.newPage('phone');
    await visit(page, '/projects', 'ar');
    await page.locator('main article').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await keepScreenshot(page, 'projects-ar-phone');
    await page.close();
  });
});
