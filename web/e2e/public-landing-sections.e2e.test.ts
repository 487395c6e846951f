/**
 * The landing page's hero, services and team sections against the content the API serves:
 * the seeded hero and services in both languages, the loading texts while content is on its
 * way, and team cards (initials without an image, at most 3 expertise tags, LinkedIn hidden
 * for '' and '#') from a team this file saves and puts back afterwards.
 */
import {
  DEFAULT_IMAGES,
  HERO_DEFAULTS,
  type HeroData,
  type Language,
  type ServicesData,
  type TeamData,
  type TeamMember,
} from '@rawi/proto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  baseUrl,
  expectedHero,
  holdRequests,
  keepPartScreenshot,
  LANGUAGES,
  readContent,
  saveContent,
  say,
  useChromium,
  visit,
} from './public-support.ts';
import { VIEWPORTS } from './support.ts';

const chromium = useChromium();

async function openLanding(language: Language): Promise<Page> {
  const page = await chromium.newPage();
  await visit(page, '/', language);
  return page;
}

describe('hero', () => {
  it.each(LANGUAGES)('shows the hero content the API serves (%s)', async (language) => {
    const expected = await expectedHero(language);
    const data = await readContent<HeroData>('hero', language);
    const page = await openLanding(language);
    const hero = page.locator('#home');
    await hero.getByRole('heading', { level: 1, name: expected.heading, exact: true }).waitFor();
    await hero.getByText(expected.badge, { exact: true }).waitFor();
    await hero.getByText(expected.subtitle, { exact: true }).waitFor();
    expect(await hero.getByRole('link', { name: expected.primaryCta }).getAttribute('href')).toBe(
      '#services',
    );
    expect(await hero.getByRole('link', { name: expected.secondaryCta }).getAttribute('href')).toBe(
      '#contact',
    );
    // The marketing claims, as text.
    await hero.getByText(say(language, 'hero.secureClaim'), { exact: true }).waitFor();
    await hero.getByText(say(language, 'hero.experience'), { exact: true }).waitFor();
    // The background honours the saved image and opacity.
    const background = hero.locator('img').first();
    expect(await background.getAttribute('src')).toBe(
      data?.backgroundImage?.trim() || DEFAULT_IMAGES.heroBackground,
    );
    const opacity = typeof data?.imageOpacity === 'number' ? data.imageOpacity : HERO_DEFAULTS.imageOpacity;
    expect(Number(await background.evaluate((img) => getComputedStyle(img).opacity))).toBeCloseTo(
      opacity / 100,
      2,
    );
    await page.close();
  });
});

describe('services', () => {
  it.each(LANGUAGES)(
    'shows the services content, the highlight and the statistics band (%s)',
    async (language) => {
      const data = await readContent<ServicesData>('services', language);
      const page = await openLanding(language);
      const section = page.locator('#services');
      await section
        .getByRole('heading', { level: 2, name: data?.title || say(language, 'services.title') })
        .waitFor();
      await section
        .getByText(data?.subtitle || say(language, 'services.subtitle'), { exact: true })
        .waitFor();
      for (const key of ['offline', 'arabic', 'security'] as const)
        await section.getByText(say(language, `services.highlight.${key}`), { exact: true }).waitFor();

      const cards = await section.locator('article').evaluateAll((articles) =>
        articles.map((article) => ({
          title: article.querySelector('h3')?.textContent,
          features: [...article.querySelectorAll('li')].map((li) => li.textContent),
        })),
      );
      expect(cards).toEqual(
        (data?.services ?? []).map((service) => ({ title: service.title, features: service.features ?? [] })),
      );

      const band = section.getByLabel(say(language, 'stats.label'));
      for (const stat of ['privacy', 'accuracy', 'timeSaved', 'availability'] as const) {
        await band.getByText(say(language, `stats.${stat}.value`), { exact: true }).waitFor();
        await band.getByText(say(language, `stats.${stat}.label`), { exact: true }).waitFor();
      }
      expect(
        await section.getByRole('link', { name: say(language, 'services.cta.button') }).getAttribute('href'),
      ).toBe('#contact');
      await page.close();
    },
  );

  it("shows 'Loading services...' and 'Loading team information...' until the content arrives", async () => {
    // The server sends the landing page complete; the loading texts show when the app draws it
    // itself, on the way in from another page.
    const page = await chromium.newPage();
    await page.goto(`${baseUrl()}/projects?lang=en`);
    await page.waitForLoadState('networkidle');
    const releaseServices = await holdRequests(page, '/api/content/services/en');
    const releaseTeam = await holdRequests(page, '/api/content/team/en');
    await page.locator('header').getByRole('link', { name: 'Home' }).first().click();
    const servicesLoading = page
      .locator('#services')
      .getByRole('status')
      .filter({ hasText: 'Loading services...' });
    const teamLoading = page
      .locator('#team')
      .getByRole('status')
      .filter({ hasText: 'Loading team information...' });
    await servicesLoading.waitFor();
    await teamLoading.waitFor();
    releaseServices();
    await servicesLoading.waitFor({ state: 'detached' });
    expect(await page.locator('#services article').count()).toBeGreaterThan(0);
    expect(await teamLoading.isVisible()).toBe(true);
    releaseTeam();
    await teamLoading.waitFor({ state: 'detached' });
    await page.close();
  });
});

interface CardView {
  name: string | null | undefined;
  photo: { src: string | null; alt: string } | null;
  initials: string | null;
  tags: string[];
  linkedin: { href: string | null; label: string | null } | null;
}

async function teamCards(page: Page): Promise<CardView[]> {
  await page.locator('#team article').first().waitFor();
  return page.locator('#team article').evaluateAll((articles) =>
    articles.map((article) => {
      const img = article.querySelector('img');
      const link = article.querySelector('a');
      return {
        name: article.querySelector('h3')?.textContent,
        photo: img ? { src: img.getAttribute('src'), alt: img.alt } : null,
        initials: article.querySelector(':scope > span[aria-hidden="true"]')?.textContent ?? null,
        tags: [...article.querySelectorAll('ul li')].map((li) => li.textContent ?? ''),
        linkedin: link ? { href: link.getAttribute('href'), label: link.getAttribute('aria-label') } : null,
      };
    }),
  );
}

const hasLinkedIn = (member: TeamMember) => !['', '#'].includes(member.linkedin?.trim() ?? '');

describe('team', () => {
  const fixture: TeamMember[] = [
    {
      name: 'Amal Haddad',
      position: 'Chief Scientist',
      bio: 'Leads Arabic language research.',
      image: '',
      linkedin: '',
      expertise: ['Arabic NLP', 'Speech', 'Security', 'MLOps', 'Policy'],
    },
    {
      name: 'Basim Nour',
      position: 'Platform Engineer',
      bio: 'Runs the GPU clusters.',
      image: DEFAULT_IMAGES.person,
      imageAlt: 'Basim Nour in the server room',
      linkedin: '#',
      expertise: ['GPU Clusters'],
    },
    {
      name: 'Dana Saleh',
      position: 'Security Lead',
      bio: 'Keeps deployments inside the walls.',
      image: '',
      linkedin: 'https://www.linkedin.com/in/e2e-dana-saleh',
      expertise: [],
    },
  ];
  let token = '';
  let saved: TeamData | undefined;

  beforeAll(async () => {
    token = await adminToken();
    saved = await readContent<TeamData>('team', 'en');
    await saveContent(token, 'team', 'en', { ...saved, members: fixture });
  });
  afterAll(async () => {
    if (saved) await saveContent(token, 'team', 'en', saved);
  });

  it('shows initials without an image, at most 3 expertise tags, and LinkedIn only when set', async () => {
    const page = await openLanding('en');
    expect(await teamCards(page)).toEqual([
      {
        name: 'Amal Haddad',
        photo: null,
        initials: 'AH',
        tags: ['Arabic NLP', 'Speech', 'Security'],
        linkedin: null,
      },
      {
        name: 'Basim Nour',
        photo: { src: DEFAULT_IMAGES.person, alt: 'Basim Nour in the server room' },
        initials: null,
        tags: ['GPU Clusters'],
        linkedin: null,
      },
      {
        name: 'Dana Saleh',
        photo: null,
        initials: 'DS',
        tags: [],
        linkedin: { href: 'https://www.linkedin.com/in/e2e-dana-saleh', label: 'Dana Saleh on LinkedIn' },
      },
    ]);
    await keepPartScreenshot(page.locator('#team'), 'landing-en-team-fixture');
    await page.close();
  });

  it('lays out five members evenly: the last row centred, never one card alone at the side', async () => {
    const five = [...fixture, { ...fixture[0]!, name: 'Eman Zaki' }, { ...fixture[1]!, name: 'Fadi Aziz' }];
    await saveContent(token, 'team', 'en', { ...saved, members: five });
    try {
      for (const viewport of ['laptop', 'phone'] as const) {
        const page = await openLanding('en');
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.locator('#team article').nth(4).waitFor();
        const list = await page.getByTestId('team-cards').boundingBox();
        const boxes = await page
          .getByTestId('team-cards')
          .locator('> li')
          .evaluateAll((items) =>
            items.map((item) => {
              const r = item.getBoundingClientRect();
              return { top: Math.round(r.top / 10), left: r.left, right: r.right };
            }),
          );
        const lastTop = Math.max(...boxes.map((b) => b.top));
        const last = boxes.filter((b) => b.top === lastTop);
        const leftGap = Math.min(...last.map((b) => b.left)) - (list?.x ?? 0);
        const rightGap = (list?.x ?? 0) + (list?.width ?? 0) - Math.max(...last.map((b) => b.right));
        expect(Math.abs(leftGap - rightGap), viewport).toBeLessThanOrEqual(2);
        if (viewport === 'laptop') expect(last.length).toBeGreaterThan(1);
        await keepPartScreenshot(page.locator('#team'), `landing-en-team-five-${viewport}`);
        await page.close();
      }
    } finally {
      await saveContent(token, 'team', 'en', { ...saved, members: fixture });
    }
  });

  it('shows the Arabic team the API serves by the same rules', async () => {
    const members = (await readContent<TeamData>('team', 'ar'))?.members ?? [];
    const page = await openLanding('ar');
    const cards = await teamCards(page);
    expect(cards.map((card) => card.name)).toEqual(members.map((member) => member.name));
    cards.forEach((card, index) => {
      const member = members[index]!;
      expect(card.tags, member.name).toEqual((member.expertise ?? []).slice(0, 3));
      expect(card.linkedin !== null, `${member.name}: LinkedIn '${member.linkedin}'`).toBe(
        hasLinkedIn(member),
      );
      if (!member.image?.trim()) expect(card.initials, member.name).toBeTruthy();
    });
    await keepPartScreenshot(page.locator('#team'), 'landing-ar-team');
    await page.close();
  });
});
