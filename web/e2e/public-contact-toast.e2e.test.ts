/**
 * Where the contact form's 'Message sent successfully!' toast appears: never over the form's
 * Send button, nor over the site's navigation bar, in English and Arabic, on a phone and on a
 * laptop, with the button where it is hardest to miss (just above the bottom of the screen, where
 * a visitor who has just filled the form presses it).
 */
import { API, type ContactSubmission, type Language } from '@rawi/proto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callApi, say, unique, visit } from './public-support.ts';
import { launchChromium, screenshot, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
const sentFrom: string[] = [];

beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(async () => {
  const token = await adminToken();
  const list = await callApi<ContactSubmission[]>('GET', API.submissions, { token });
  for (const submission of list.body.filter((item) => sentFrom.includes(item.email)))
    await callApi('DELETE', API.submission(submission.id), { token });
  await chromium?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(part: Locator): Promise<Box> {
  const box = await part.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

const SCREENS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
} as const;

async function sendMessage(page: Page, language: Language): Promise<Locator> {
  const form = page.locator('#contact').getByRole('form', { name: say(language, 'contact.form.title') });
  await form.waitFor();
  const email = `${unique('toast')}@example.sa`;
  sentFrom.push(email);
  await form.getByLabel(say(language, 'contact.form.name')).fill(language === 'ar' ? 'هدى' : 'Huda');
  await form.getByLabel(say(language, 'contact.form.email')).fill(email);
  await form
    .getByLabel(say(language, 'contact.form.message'))
    .fill(language === 'ar' ? 'نرغب في عرض تجريبي للنموذج.' : 'We would like a demo of the model.');
  const send = form.getByRole('button', { name: say(language, 'contact.form.submit') });
  // The button just above the bottom edge of the screen.
  await send.evaluate((button) => {
    const { bottom } = button.getBoundingClientRect();
    window.scrollBy({ top: bottom - window.innerHeight + 24, behavior: 'instant' });
  });
  await send.click();
  return send;
}

describe("the contact form's toast", () => {
  for (const [screen, viewport] of Object.entries(SCREENS))
    it.each(['en', 'ar'] as const)(
      `stays clear of the Send button and the navigation (${screen}, %s)`,
      async (language) => {
        const page = await chromium.newPage();
        await page.setViewportSize(viewport);
        await visit(page, '/#contact', language);
        const send = await sendMessage(page, language);
        const toast = page
          .getByRole('region', { name: say(language, 'toast.region') })
          .locator('li', { hasText: say(language, 'contact.sent.title') });
        await toast.waitFor();
        // Its entrance has ended: the box is where it stays.
        await page.waitForTimeout(400);
        const shown = await boxOf(toast);
        expect(overlaps(shown, await boxOf(send)), 'the toast covers the Send button').toBe(false);
        expect(
          overlaps(shown, await boxOf(page.getByRole('banner').first())),
          'the toast covers the navigation',
        ).toBe(false);
        // Its corner is the top one where a line ends: the right in English, the left in Arabic.
        const fromRight = viewport.width - (shown.x + shown.width);
        expect(language === 'en' ? fromRight : shown.x).toBeLessThanOrEqual(16);
        expect(shown.x).toBeGreaterThanOrEqual(0);
        expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, 'e2e', `contact-toast-${screen}-${language}`, false);
        await page.close();
      },
    );
});
