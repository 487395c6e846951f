/**
 * Editing the landing page from the admin panel, in Chromium against the running stack: the
 * hero in Arabic (seen on the public page), a new service, a new team member.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ContentItem } from '@rawi/proto';
import { api, apiToken, open, signIn, toast, unique } from './admin-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;

// The sections these tests change, put back afterwards so other test files see the seeded site.
const TOUCHED = [
  ['hero', 'ar'],
  ['services', 'en'],
  ['team', 'en'],
] as const;
let saved: ContentItem[] = [];

beforeAll(async () => {
  const token = await apiToken();
  saved = await Promise.all(
    TOUCHED.map(
      async ([section, language]) =>
        (await api<ContentItem>(token, 'GET', API.content(section, language))).body,
    ),
  );
  chromium = await launchChromium();
  page = await chromium.newPage();
  await signIn(page);
});
afterAll(async () => {
  await chromium.close();
  const token = await apiToken();
  for (const { section, language, data } of saved) {
    expect((await api(token, 'POST', API.contentSave, { section, language, data })).status).toBe(200);
  }
});

describe('hero editor', () => {
  it('edits the Arabic hero and the public landing page shows it', async () => {
    const heading = `${unique('عنوان')} ذكاء اصطناعي آمن`;
    await open(page, '/admin/hero', 'en');
    await page.getByRole('button', { name: 'Arabic (RTL)' }).click();
    const headingField = page.getByLabel('Main Heading');
    await headingField.waitFor();
    expect(await headingField.getAttribute('dir')).toBe('rtl');
    await headingField.fill(heading);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Changes saved', 'Hero section has been updated successfully.');

    const visitor = await chromium.newPage();
    await open(visitor, '/', 'ar');
    await visitor.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visitor.close();
  });

  it('resets the Arabic form to the Arabic defaults, aligned right, without saving', async () => {
    await open(page, '/admin/hero', 'en');
    await page.getByRole('button', { name: 'Arabic (RTL)' }).click();
    await page.getByLabel('Main Heading').waitFor();
    await page.getByLabel('Content Alignment').selectOption('center');
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    expect(await page.getByLabel('Content Alignment').inputValue()).toBe('right');
    expect(await page.getByLabel('Primary Button Text').inputValue()).toBe('استكشف خدماتنا');
    expect(await page.getByRole('switch', { name: 'Parallax Effect' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.locator('output').first().textContent()).toBe('30%');
    await page.getByRole('button', { name: 'English (LTR)' }).click();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    expect(await page.getByLabel('Content Alignment').inputValue()).toBe('left');
  });
});

describe('services editor', () => {
  it('adds a service locally, saves the section and the landing page lists it', async () => {
    const title = unique('Speech Analytics');
    await open(page, '/admin/services', 'en');
    const listHeading = page.getByRole('heading', { name: /^Services \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await listHeading.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Call-centre speech turned into insight, on premises.');
    await dialog.getByLabel('Features').fill('Dialect aware\n\n  Live dashboards  \n\n');
    await dialog.getByLabel('Icon Name').fill('mic');
    await dialog.getByRole('button', { name: 'Save Service' }).click();
    await page.getByRole('heading', { name: `Services (${before + 1})` }).waitFor();
    const item = page.getByTestId('service-item').filter({ hasText: title });
    expect(await item.getByRole('listitem').allTextContents()).toEqual(['Dialect aware', 'Live dashboards']);
    expect(await page.getByText('Unsaved changes').count()).toBe(1);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Services updated successfully');
    const saved = await page.evaluate(
      async () =>
        (await fetch('/api/content/services/en')).json() as Promise<{
          data: { services: Array<{ id: string; title: string; features: string[] }> };
        }>,
    );
    const stored = saved.data.services.find((service) => service.title === title);
    expect(stored?.id).toMatch(/^service-\d{13}$/);
    expect(stored?.features).toEqual(['Dialect aware', 'Live dashboards']);

    const visitor = await chromium.newPage();
    await open(visitor, '/#services', 'en');
    await visitor.getByText(title).first().waitFor();
    await visitor.close();
  });
});

describe('team editor', () => {
  it('shows the required-field messages, then adds a member the landing page shows', async () => {
    const name = unique('Noura Saleh');
    await open(page, '/admin/team', 'en');
    await page.getByRole('heading', { name: 'Team Members (English)' }).waitFor();
    await page.getByRole('button', { name: 'Add Team Member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('button', { name: 'Save Member' }).click();
    for (const message of ['Name is required', 'Position is required', 'Bio is required'])
      await dialog.getByText(message).waitFor();
    expect(await dialog.getByText('/images/default-person.svg').count()).toBeGreaterThan(0);

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Position').fill('Head of Delivery');
    await dialog.getByLabel('Bio').fill('Leads on-premises deployments across the Gulf.');
    await dialog.getByLabel('Expertise').fill('Delivery, Arabic NLP, ');
    await dialog.getByRole('button', { name: 'Save Member' }).click();
    await toast(page, 'Team updated successfully');
    const card = page.getByTestId('team-member').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Arabic NLP');

    const visitor = await chromium.newPage();
    await open(visitor, '/#team', 'en');
    await visitor.getByText(name).first().waitFor();
    await visitor.close();
  });
});
