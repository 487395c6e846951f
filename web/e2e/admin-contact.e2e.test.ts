/**
 * Contact submissions in Chromium against the running stack: a message sent through the public
 * API appears in 'Contact Management'; its status changes at once and stays changed.
 */
import { API } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, confirm, open, toast, unique, useSignedInPage } from './admin-support.ts';

let page: Page;
useSignedInPage((opened) => {
  page = opened;
});

async function sendMessage(name: string): Promise<void> {
  const res = await fetch(`${baseUrl()}${API.contact}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: 'visitor@example.sa',
      company: 'Gulf Bank',
      phone: '+966 11 000 0000',
      message: 'We would like a demo of the on-premises model.',
    }),
  });
  expect(res.status).toBe(201);
}

describe('contact management', () => {
  it("changes a submission's status from the table, and it stays changed", async () => {
    const name = unique('Huda');
    await sendMessage(name);
    await open(page, '/admin/contact', 'en');
    const row = page.getByTestId('submission-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Gulf Bank');
    // The panel's own select: a button that opens a listbox, driven here by the keyboard.
    const status = row.getByRole('button', { name: `Status of the message from ${name}: New` });
    await status.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: `Status of the message from ${name}` });
    await list.waitFor();
    expect(await list.getByRole('option').allTextContents()).toEqual(['New', 'In Progress', 'Resolved']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await toast(page, 'Submission updated');
    expect(await list.count()).toBe(0);
    await expect
      .poll(async () => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('listbox');

    await page.reload();
    const again = page.getByTestId('submission-row').filter({ hasText: name });
    await again.getByRole('button', { name: `Status of the message from ${name}: In Progress` }).waitFor();
    // By mouse too: the priority.
    await again.getByRole('button', { name: `Priority of the message from ${name}: Medium` }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await toast(page, 'Submission updated');

    await again.getByRole('button', { name: `View details of the message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Submission Details' });
    expect(await dialog.textContent()).toContain('We would like a demo of the on-premises model.');
    expect(await dialog.textContent()).toContain('In Progress');
    await dialog.getByLabel('Internal Notes').fill('Called back on Sunday.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await toast(page, 'Submission updated');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await again.getByRole('button', { name: `Delete the message from ${name}` }).click();
    await confirm(page, 'Are you sure you want to delete this submission?');
    await toast(page, 'Submission deleted');
    expect(await page.getByTestId('submission-row').filter({ hasText: name }).count()).toBe(0);
  });
});
