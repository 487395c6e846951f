/**
 * User management in Chromium against the running stack: no delete on your own row, validation
 * messages, create a user, reset its password (with the match rule), sign in as it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCredentials, confirm, open, signIn, toast, unique, useSignedInPage } from './admin-support.ts';

let page: Page;
useSignedInPage((opened) => {
  page = opened;
});

const row = (username: string) => page.locator(`[data-testid="user-row"][data-username="${username}"]`);

describe('users admin', () => {
  it('has no delete action on your own row', async () => {
    await open(page, '/admin/users', 'en');
    const own = row(adminCredentials().username);
    await own.waitFor();
    expect(await own.getByRole('button', { name: `Edit ${adminCredentials().username}` }).count()).toBe(1);
    expect(await own.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await own.textContent()).toContain('Super Admin');
  });

  it('creates a user, resets its password, and that user can sign in', async () => {
    const username = unique('sara').slice(0, 30);
    await open(page, '/admin/users', 'en');
    await page.getByRole('button', { name: 'Add New User' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Username').fill('ab');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('Username must be at least 3 characters').waitFor();
    await dialog.getByText('Please enter a valid email').waitFor();
    await dialog.getByText('Password must be at least 6 characters').waitFor();

    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.com`);
    await dialog.getByLabel('Password').fill('first-pass-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await toast(page, 'User created successfully');
    const created = row(username);
    await created.waitFor();
    expect(await created.textContent()).toContain('Never');
    expect(await created.textContent()).toContain('Admin');
    expect(await created.getByRole('button', { name: `Delete ${username}` }).count()).toBe(1);

    await created.getByRole('button', { name: `Reset the password of ${username}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset Password for ${username}` });
    await reset.getByLabel('New Password').fill('second-pass-2');
    await reset.getByLabel('Confirm Password').fill('second-pass-X');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByText("Passwords don't match").waitFor();
    await reset.getByLabel('Confirm Password').fill('second-pass-2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password reset successfully');

    // One browser profile shares localStorage, so the new user signs in after the admin signs out.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('first-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login failed', 'Invalid username or password');
    await signIn(page, { username, password: 'second-pass-2' });
    await page.getByRole('heading', { name: `Welcome, ${username}` }).waitFor();
    expect(await page.getByRole('complementary').textContent()).toContain('Admin');
    expect(await page.getByRole('complementary').textContent()).not.toContain('Super Admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signIn(page);

    await open(page, '/admin/users', 'en');
    await row(username)
      .getByRole('button', { name: `Send a password reset email to ${username}` })
      .click();
    await toast(page, 'Password reset email sent successfully');
    await row(username)
      .getByRole('button', { name: `Delete ${username}` })
      .click();
    await confirm(page, `Are you sure you want to delete the user ${username}?`);
    await toast(page, 'User deleted successfully');
  });
});
