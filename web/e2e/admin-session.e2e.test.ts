/**
 * Admin sign-in, the session and the shell, in Chromium against the running stack: wrong
 * password, required fields, welcome toast, redirects, the sidebar, logout, an expired token.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCredentials, open, signIn, toast } from './admin-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';
import { ADMIN_SCREEN_PATHS } from '../src/test/adminScreens.ts';

let chromium: ChromiumSession;
let page: Page;

beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(async () => {
  await chromium.close();
});
afterEach(async () => {
  await page.close();
});
beforeEach(async () => {
  await chromium.context.clearCookies();
  page = await chromium.newPage();
  await open(page, '/admin/login', 'en');
  await page.evaluate(() => window.localStorage.clear());
});

describe('admin sign-in', () => {
  it("refuses a wrong password with 'Login failed' / 'Invalid username or password'", async () => {
    await open(page, '/admin/login', 'en');
    await page.getByLabel('Username').fill(adminCredentials().username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login failed', 'Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => window.localStorage.getItem('rawi-token'))).toBeNull();
  });

  it('requires both fields before calling the server', async () => {
    await open(page, '/admin/login', 'en');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) calls += 1;
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(calls).toBe(0);
  });

  it('welcomes the admin, stores the session and shows the dashboard with real counts', async () => {
    await signIn(page);
    await toast(page, 'Login successful', 'Welcome to Rawi Admin Panel');
    const stored = await page.evaluate(() => [
      window.localStorage.getItem('rawi-token'),
      window.localStorage.getItem('rawi-user'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ username: adminCredentials().username });
    await page.getByRole('heading', { name: `Welcome, ${adminCredentials().username}` }).waitFor();
    for (const label of ['Services', 'Team Members', 'Projects', 'Admin Users']) {
      const card = page.getByRole('link', { name: new RegExp(`^\\d+\\s*${label}$`) });
      await card.waitFor();
    }
    const sidebar = page.getByRole('complementary');
    expect(await sidebar.textContent()).toContain('Super Admin');
    const preview = page.getByRole('link', { name: 'Preview Website' }).first();
    expect(await preview.getAttribute('href')).toBe('/');
    expect(await preview.getAttribute('target')).toBe('_blank');
    // 'Save All Changes' is a note saying where changes are saved, never a dead button.
    await page.getByRole('note').filter({ hasText: 'Save All Changes' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save All Changes' }).count()).toBe(0);
  });

  it('sends a signed-out visitor of any admin screen to the login page, and a signed-in one away from it', async () => {
    await open(page, '/admin/users', 'en');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signIn(page);
    await open(page, '/admin/login', 'en');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('links every admin screen from the sidebar', async () => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link').first().waitFor();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(ADMIN_SCREEN_PATHS);
    await nav.getByRole('link', { name: 'Media' }).click();
    await page.getByRole('heading', { name: 'Media Library', level: 1 }).waitFor();
  });

  it('logs out: clears the session and goes to the login page', async () => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('rawi-token'),
        window.localStorage.getItem('rawi-user'),
      ]),
    ).toEqual([null, null]);
    await open(page, '/admin', 'en');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('signs out with a message when the stored token is no longer accepted', async () => {
    await signIn(page);
    // Let the dashboard's own reads finish first, so the 401 comes from the next screen.
    await page.waitForLoadState('networkidle');
    await chromium.context.clearCookies();
    await page.evaluate(() => window.localStorage.setItem('rawi-token', 'expired.token.value'));
    await open(page, '/admin/users', 'en');
    await toast(page, 'Session expired');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => window.localStorage.getItem('rawi-user'))).toBeNull();
  });
});
