/**
 * The landing page's contact form: the spec's validation messages for an empty and an invalid
 * form (in English and Arabic), then a valid message: 'Sending...' with the button disabled,
 * the 'Message sent successfully!' toast, the form reset, and the submission stored in the
 * contact service (read back through the API as an admin, then deleted), in both languages; the
 * same with JavaScript off (the server-rendered form posts and the page shows the outcome). Also
 * the failure toast, and that the fields reach the page only at its first paint.
 */
import { API, validationMessages, type ContactSubmission, type Language } from '@rawi/proto';
import { chromium as playwright, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  baseUrl as baseUrlOf,
  callApi,
  holdRequests,
  keepPartScreenshot,
  say,
  unique,
  visit,
} from './public-support.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, type ChromiumSession } from './support.ts';

let chromium: ChromiumSession;
const stored: string[] = [];

beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(async () => {
  if (stored.length > 0) {
    const token = await adminToken();
    for (const id of stored) await callApi('DELETE', API.submission(id), { token });
  }
  await chromium?.close();
});

function contactForm(page: Page, language: Language): Locator {
  return page.locator('#contact').getByRole('form', { name: say(language, 'contact.form.title') });
}

function fields(form: Locator, language: Language) {
  return {
    name: form.getByLabel(say(language, 'contact.form.name')),
    email: form.getByLabel(say(language, 'contact.form.email')),
    company: form.getByLabel(say(language, 'contact.form.company')),
    phone: form.getByLabel(say(language, 'contact.form.phone')),
    message: form.getByLabel(say(language, 'contact.form.message')),
  };
}

async function openForm(language: Language): Promise<{ page: Page; form: Locator }> {
  const page = await chromium.newPage();
  await visit(page, '/#contact', language);
  const form = contactForm(page, language);
  await form.waitFor();
  return { page, form };
}

/** The validation messages shown under the fields, in order. */
async function shownErrors(form: Locator): Promise<string[]> {
  return form
    .locator('[aria-invalid="true"]')
    .evaluateAll((controls) =>
      controls.map(
        (control) =>
          document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      ),
    );
}

function toast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /Notifications|الإشعارات/ }).locator('li', { hasText: title });
}

describe('contact form', () => {
  it.each(['en', 'ar'] as const)(
    'shows the spec messages for an empty and then an invalid form (%s)',
    async (language) => {
      const m = validationMessages[language];
      const expected = [m.nameMin, m.emailInvalid, m.messageMin];
      const { page, form } = await openForm(language);
      const submit = form.getByRole('button', { name: say(language, 'contact.form.submit') });
      await submit.click();
      await expect.poll(() => shownErrors(form)).toEqual(expected);

      const input = fields(form, language);
      await input.name.fill('A');
      await input.email.fill('not-an-email');
      await input.message.fill('Too short');
      await submit.click();
      await expect.poll(() => shownErrors(form)).toEqual(expected);
      if (language === 'en') {
        expect(expected).toEqual([
          'Name must be at least 2 characters',
          'Please enter a valid email address',
          'Message must be at least 10 characters',
        ]);
      }
      // Company and phone are optional: never marked.
      expect(await input.company.getAttribute('aria-invalid')).toBe('false');
      expect(await input.phone.getAttribute('aria-invalid')).toBe('false');
      await keepPartScreenshot(form, `contact-${language}-invalid`);
      await page.close();
    },
  );

  it.each(['en', 'ar'] as const)(
    'keeps its fields out of the page until the first paint, then has them working (%s)',
    async (language) => {
      const page = await chromium.newPage();
      // What Chromium's form filling finds when the page is parsed (it lays the page out to look):
      // no field, so the page's first layout waits for its fonts (lib/afterFirstPaint.ts).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { fieldsWhenParsed: number }).fieldsWhenParsed = document.querySelectorAll(
            'input:not([type="hidden"]), textarea, select',
          ).length;
        });
      });
      await visit(page, '/', language);
      expect(
        await page.evaluate(() => (window as unknown as { fieldsWhenParsed: number }).fieldsWhenParsed),
      ).toBe(0);
      // The loader unpacks them at the first paint.
      await expect.poll(() => page.locator('noscript').count()).toBe(0);
      const form = contactForm(page, language);
      await form.scrollIntoViewIfNeeded();
      // Hydrated once its section's code came (as the visitor neared it): React's mark on the form.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('#contact form') ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      );
      // The fields the loader put in are the ones the app hydrated: its validation answers.
      await form.getByRole('button', { name: say(language, 'contact.form.submit') }).click();
      await expect
        .poll(() => shownErrors(form))
        .toEqual([
          validationMessages[language].nameMin,
          validationMessages[language].emailInvalid,
          validationMessages[language].messageMin,
        ]);
      expect(new URL(page.url()).searchParams.get('contact')).toBeNull();
      await page.close();
    },
  );

  it.each(['en', 'ar'] as const)(
    "sends a valid message: 'Sending...', the success toast, a reset form, and the submission stored (%s)",
    async (language) => {
      const { page, form } = await openForm(language);
      const email = `${unique('visitor')}@example.sa`;
      const sent = {
        name: language === 'ar' ? 'هدى القحطاني' : 'Huda Al-Qahtani',
        email,
        company: language === 'ar' ? 'بنك الخليج' : 'Gulf Bank',
        phone: '+966 11 000 0000',
        message:
          language === 'ar'
            ? 'نرغب في عرض تجريبي للنموذج داخل مقرنا.'
            : 'We would like a demo of the on-premises model.',
      };
      const input = fields(form, language);
      await input.name.fill(sent.name);
      await input.email.fill(sent.email);
      await input.company.fill(sent.company);
      await input.phone.fill(sent.phone);
      await input.message.fill(sent.message);

      const release = await holdRequests(page, API.contact);
      const posted = page.waitForRequest(
        (request) => new URL(request.url()).pathname === API.contact && request.method() === 'POST',
      );
      await form.getByRole('button', { name: say(language, 'contact.form.submit') }).click();
      const sending = form.getByRole('button', { name: say(language, 'contact.form.sending') });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      // With the form token the page fetched when it opened (the honeypot left empty).
      expect((await posted).postDataJSON()).toEqual({ ...sent, formToken: expect.any(String) });
      release();

      const success = toast(page, say(language, 'contact.sent.title'));
      await success.waitFor();
      expect(await success.textContent()).toContain(say(language, 'contact.sent.text'));
      await form.getByRole('button', { name: say(language, 'contact.form.submit') }).waitFor();
      for (const control of Object.values(input)) expect(await control.inputValue()).toBe('');
      expect(await shownErrors(form)).toEqual([]);
      await keepPartScreenshot(page.locator('#contact'), `contact-${language}-sent`);

      const list = await callApi<ContactSubmission[]>('GET', API.submissions, { token: await adminToken() });
      expect(list.status).toBe(200);
      const submission = list.body.find((item) => item.email === email);
      expect(submission, `no submission from ${email}`).toBeDefined();
      stored.push(submission!.id);
      expect(submission).toMatchObject({ ...sent, status: 'new' });
      await page.close();
    },
  );

  it.each(['en', 'ar'] as const)(
    'works without JavaScript: the page form posts, the page shows the success text, the message is stored (%s)',
    async (language) => {
      const browser = await playwright.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_FLAGS,
        headless: true,
      });
      try {
        const page = await (
          await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
        ).newPage();
        await page.goto(new URL(`/?lang=${language}#contact`, baseUrlOf()).href);
        const form = page.locator('#contact form');
        const email = `${unique('nojs')}@example.sa`;
        const name = language === 'ar' ? 'سارة الحربي' : 'Sara Harbi';
        await form.locator('input[name="name"]').fill(name);
        await form.locator('input[name="email"]').fill(email);
        await form
          .locator('textarea[name="message"]')
          .fill(
            language === 'ar'
              ? 'نود معرفة المزيد عن النشر داخل مقرنا.'
              : 'We would like to know more about on-premises use.',
          );
        // A person takes longer than the form token's 3 seconds to type.
        await page.waitForTimeout(3200);
        await Promise.all([page.waitForURL(/contact=sent/), form.locator('button[type="submit"]').click()]);
        const status = page.locator('#contact [role="status"]');
        expect(await status.textContent()).toContain(say(language, 'contact.sent.title'));
        expect(await page.locator('html').getAttribute('lang')).toBe(language);

        const list = await callApi<ContactSubmission[]>('GET', API.submissions, {
          token: await adminToken(),
        });
        const submission = list.body.find((item) => item.email === email);
        expect(submission, `no submission from ${email}`).toMatchObject({ name, status: 'new' });
        stored.push(submission!.id);
      } finally {
        await browser.close();
      }
    },
  );

  it("shows the spec's failure toast when the contact service refuses, and keeps what was typed", async () => {
    const { page, form } = await openForm('en');
    await page.route(
      (url) => url.pathname === API.contact,
      (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'Service unavailable' } },
        }),
    );
    const input = fields(form, 'en');
    await input.name.fill('Omar Haddad');
    await input.email.fill('omar@example.sa');
    await input.message.fill('Please call me back about a pilot.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const failure = toast(page, 'Failed to send message');
    await failure.waitFor();
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await failure.textContent()).toContain('Please try again later or contact us directly.');
    expect(await input.name.inputValue()).toBe('Omar Haddad');
    await page.close();
  });
});
