/**
 * Shared steps of the admin end-to-end tests: signing in through the real login page, reading
 * toasts, calling the API directly to arrange data, and taking screenshots of admin screens.
 */
import { API, type Language, type User } from '@rawi/proto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { jsonClient, type Reply } from '../../services/kit/src/testing/http.ts';
import { launchChromium, screenshot, settle, waitForApp, type ChromiumSession } from './support.ts';

export const baseUrl = (): string => {
  const url = process.env.RAWI_E2E_URL;
  if (!url)
    throw new Error(
      'RAWI_E2E_URL is not set: run through the e2e vitest project (its global setup starts the stack)',
    );
  return url;
};

export const adminCredentials = () => ({
  username: process.env.RAWI_E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.RAWI_E2E_ADMIN_PASSWORD ?? '',
});

/** A run-unique suffix, so tests can share the one stack and still find their own data. */
export const unique = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Opens a path of the app, in a language when given (?lang= is what hreflang links use). */
export async function open(page: Page, path: string, language?: Language): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl()}${path}${language ? `${separator}lang=${language}` : ''}`);
  await waitForApp(page);
}

/** Opens /admin/login signed out: pages of one browser profile share the stored session. */
export async function openSignedOut(page: Page, language: Language = 'en'): Promise<void> {
  await open(page, '/admin/login', language);
  await page.evaluate(() => {
    window.localStorage.removeItem('rawi-token');
    window.localStorage.removeItem('rawi-user');
  });
  await open(page, '/admin/login', language);
}

/** Signs in through /admin/login and waits for the dashboard. */
export async function signIn(
  page: Page,
  { username, password } = adminCredentials(),
  language: Language = 'en',
): Promise<void> {
  await openSignedOut(page, language);
  await page.getByLabel(language === 'ar' ? 'اسم المستخدم' : 'Username').fill(username);
  await page.getByLabel(language === 'ar' ? 'كلمة المرور' : 'Password').fill(password);
  await page.getByRole('button', { name: language === 'ar' ? 'تسجيل الدخول' : 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/**
 * A Chromium page signed in as the admin for the whole test file, opened before its tests and
 * closed after them; `opened` receives the page (and the browser, for a second page).
 */
export function useSignedInPage(opened: (page: Page, chromium: ChromiumSession) => void): void {
  let chromium: ChromiumSession | undefined;
  beforeAll(async () => {
    chromium = await launchChromium();
    const page = await chromium.newPage();
    await signIn(page);
    opened(page, chromium);
  });
  afterAll(async () => {
    await chromium?.close();
  });
}

/** The toast on screen with this title; fails when it does not appear. */
export async function toast(page: Page, title: string, description?: string): Promise<Locator> {
  const item = page
    .getByRole('region', { name: /Notifications|الإشعارات/ })
    .locator('li', { hasText: title })
    .first();
  await item.waitFor({ state: 'visible', timeout: 15_000 });
  if (description) expect(await item.textContent()).toContain(description);
  return item;
}

/** Answers the confirmation dialog after checking its question. */
export async function confirm(page: Page, question: string, button = 'Delete'): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A JSON call through the gateway (the address read at each call), its reply checked against the route table. */
const gateway = jsonClient(baseUrl, { csrf: true });

/** A token for arranging data through the API, as the web app would send it. */
export async function apiToken(credentials = adminCredentials()): Promise<string> {
  const res = await gateway<{ token: string }>('POST', API.login, { body: credentials });
  expect(res.status).toBe(200);
  return res.body.token;
}

export function api<T>(token: string, method: string, path: string, body?: unknown): Promise<Reply<T>> {
  return gateway<T>(method, path, { token, body });
}

/** Creates an active admin account through the API (answered 201) named `username`. */
export async function createAdmin(token: string, username: string, password: string): Promise<User> {
  const created = await api<User>(token, 'POST', API.users, {
    username,
    email: `${username}@example.com`,
    password,
    role: 'admin',
    isActive: true,
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Saves a screenshot of an admin screen under web/test-results/admin/. */
export async function adminScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  await settle(page);
  return screenshot(page, 'admin', name, fullPage);
}
