/**
 * Two-factor sign-in in Chromium against the running stack: a new admin enrols from the account
 * menu in English (QR code, code, recovery codes), then signs in again in Arabic with a code.
 * The user is deleted afterwards.
 */
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type User } from '@rawi/proto';
import {
  adminScreenshot,
  api,
  apiToken,
  createAdmin,
  open,
  openSignedOut,
  toast,
  unique,
} from './admin-support.ts';
import { launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
let page: Page;
let token: string;
let created: User | undefined;
const username = unique('totp');
const password = 'Str0ng-pass-2fa';

const codeAt = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });

beforeAll(async () => {
  token = await apiToken();
  created = await createAdmin(token, username, password);
  chromium = await launchChromium();
  page = await chromium.newPage();
});
afterAll(async () => {
  await chromium.close();
  if (created) expect((await api(token, 'DELETE', API.user(created.id))).status).toBe(204);
});

async function typeCredentials(language: 'en' | 'ar') {
  await openSignedOut(page, language);
  await page.getByLabel(language === 'ar' ? 'اسم المستخدم' : 'Username').fill(username);
  await page.getByLabel(language === 'ar' ? 'كلمة المرور' : 'Password').fill(password);
  await page.getByRole('button', { name: language === 'ar' ? 'تسجيل الدخول' : 'Sign In' }).click();
}

describe('two-factor sign-in', () => {
  it('enrols from the account menu (English) and then asks for the code at sign-in (Arabic)', async () => {
    await typeCredentials('en');
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.getByRole('button', { name: 'Two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    await dialog.getByText('Off').waitFor();
    await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await adminScreenshot(page, 'two-factor-setup-en', false);

    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'The code was not accepted');

    const now = Date.now();
    await dialog.getByLabel('Authentication code').fill(codeAt(secret, now));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Two-factor sign-in is on');
    const codes = dialog.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The superadmin sees it on the Users screen.
    const users = await api<User[]>(token, 'GET', API.users);
    expect(users.body.find((u) => u.username === username)?.twoFactorEnabled).toBe(true);

    await typeCredentials('ar');
    await page.getByRole('heading', { name: 'أدخل رمز التحقق' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(page.url()).toContain('/admin/login');
    await adminScreenshot(page, 'two-factor-code-ar', false);
    await page.getByLabel('رمز التحقق').fill(codeAt(secret, now + 30_000));
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await toast(page, 'تم تسجيل الدخول بنجاح');
    await open(page, '/admin/users', 'ar');
    // The Users screen shows who signs in with a second factor.
    await page.locator(`[data-username="${username}"]`).getByText('مفعّل', { exact: true }).waitFor();
  });
});
