/**
 * Contact submissions in Chromium against the running stack: a message sent through the public
 * API appears in 'Contact Management'; its status changes at once and stays changed. The list's
 * filters and its CSV export; a sender's data found by email, exported as JSON and erased.
 */
import { readFileSync } from 'node:fs';
import { API, SUBMISSION_CSV_COLUMNS } from '@rawi/proto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirm, open, toast, unique, useSignedInPage } from './admin-support.ts';
import { callApi, contactFormProof } from './public-support.ts';

let page: Page;
useSignedInPage((opened) => {
  page = opened;
});

async function sendMessage(name: string, email = 'visitor@example.sa'): Promise<void> {
  const res = await callApi('POST', API.contact, {
    body: {
      name,
      email,
      company: 'Gulf Bank',
      phone: '+966 11 000 0000',
      message: 'We would like a demo of the on-premises model.',
      ...(await contactFormProof()),
    },
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
    await page
      .getByRole('listbox', { name: `Priority of the message from ${name}` })
      .getByRole('option', { name: 'High' })
      .click();
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

  it('filters the list and exports it as CSV, then finds, exports and erases one sender', async () => {
    const name = unique('Rania');
    const email = `${unique('rania').toLowerCase()}@example.sa`;
    await sendMessage(name, email);
    await open(page, '/admin/contact', 'en');
    const rows = page.getByTestId('submission-row');
    await rows.first().waitFor();
    await page.getByLabel('Search', { exact: true }).fill(name);
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(name)]);
    await page.getByLabel('Priority', { exact: true }).selectOption('high');
    await page.getByText('No submissions match these filters.').waitFor();
    await page.getByLabel('Priority', { exact: true }).selectOption('');
    await rows.first().waitFor();

    // The CSV of what the list shows: a BOM, the spec's columns, this one row.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await csvDownload).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(SUBMISSION_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);

    await page.getByLabel('Sender email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const result = page.getByTestId('requester-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(`Held for ${email}: 1 submission and 0 mail records`);
    expect(await page.getByRole('list', { name: 'Find by email' }).textContent()).toContain(name);
    const jsonDownload = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Export JSON' }).click();
    const exported = JSON.parse(readFileSync((await (await jsonDownload).path())!, 'utf8')) as {
      email: string;
      submissions: Array<{ name: string }>;
    };
    expect(exported.email).toBe(email);
    expect(exported.submissions.map((s) => s.name)).toEqual([name]);

    await result.getByRole('button', { name: 'Erase' }).click();
    await confirm(
      page,
      `Erase everything held for ${email}? This cannot be undone: 1 submission and the records of mails about it`,
      'Erase',
    );
    await toast(page, '1 submission erased');
    await page.getByText('No submissions match these filters.').waitFor();
  });
});
