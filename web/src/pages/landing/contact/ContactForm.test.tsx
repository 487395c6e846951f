import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { solvesChallenge } from '@rawi/proto';
import { MAX_RAISED_CHALLENGES } from '../../../api/contact';
import { renderWithProviders, stubApi } from '../../../test/render';
import { buildSubmission } from '../../../test/factories';
import { ContactForm } from './ContactForm';
import { FORM_OUTCOME_KEY } from './formState';

const TOKEN = 'form-token-from-the-service';
type Replies = Parameters<typeof stubApi>[0];

/** The API with a form token to give out. */
const stubContact = (replies: Replies = {}) =>
  stubApi({ '/api/contact/token': { status: 200, body: { token: TOKEN } }, ...replies });

/** The requests that sent the form (not the token's). */
const sends = (fetchMock: Mock) => fetchMock.mock.calls.filter(([path]) => path === '/api/contact');

/** The form as a person meets it: focused, then typed into for a while (its token older than 3 s) before sending. */
async function renderForm(options?: Parameters<typeof renderWithProviders>[1]) {
  const view = renderWithProviders(<ContactForm />, options);
  fireEvent.focus(screen.getByLabelText(options?.language === 'ar' ? 'الاسم الكامل' : 'Full Name'));
  await act(() => vi.advanceTimersByTimeAsync(3500));
  return view;
}

const tokenRequests = (fetchMock: Mock) =>
  fetchMock.mock.calls.filter(([path]) => path === '/api/contact/token');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('ContactForm', () => {
  it("shows the spec's validation messages in English", async () => {
    stubContact();
    await renderForm();
    fill('Full Name', 'S');
    fill('Email Address', 'not-an-email');
    fill('Message', 'short');
    await submit('Send Message');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
  });

  it('shows the validation messages in Arabic on the Arabic site', async () => {
    stubContact();
    await renderForm({ language: 'ar' });
    await submit('إرسال الرسالة');
    expect(await screen.findByText('يجب أن يتكون الاسم من حرفين على الأقل')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال عنوان بريد إلكتروني صحيح')).toBeTruthy();
    expect(screen.getByText('يجب أن تتكون الرسالة من 10 أحرف على الأقل')).toBeTruthy();
  });

  it('labels the fields as the spec names them, company and phone optional', async () => {
    stubContact();
    await renderForm();
    for (const label of ['Full Name', 'Email Address', /^Company/, /^Phone/, 'Message']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends the message, shows 'Sending...', then the success toast and an empty form", async () => {
    let release: () => void = () => {};
    const fetchMock = stubContact({
      '/api/contact': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { submission: buildSubmission({ id: 's1' }) } });
        }),
    });
    await renderForm();
    fill('Full Name', 'Sara Haddad');
    fill('Email Address', 'sara@example.com');
    fill(/^Company/, '');
    fill('Message', 'We would like a demo of Rawi.');
    await submit('Send Message');

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());

    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe(''));
    const body = JSON.parse(String(sends(fetchMock)[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Sara Haddad',
      email: 'sara@example.com',
      message: 'We would like a demo of Rawi.',
      formToken: TOKEN,
    });
    // The token is used once: a new one is fetched for the next message.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([path]) => path === '/api/contact/token')).toHaveLength(2),
    );
  });

  it('shows the failure toast and keeps what was typed when sending fails', async () => {
    stubContact({ '/api/contact': { status: 503, body: { error: { code: 'service_unavailable' } } } });
    await renderForm();
    fill('Full Name', 'Sara Haddad');
    fill('Email Address', 'sara@example.com');
    fill('Message', 'We would like a demo of Rawi.');
    await submit('Send Message');
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('Please try again later or contact us directly.')).toBeTruthy();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Sara Haddad');
  });

  it('retries a failed send with the same Idempotency-Key, and a new message gets a new key', async () => {
    let replies = [503, 201, 201];
    const fetchMock = stubContact({
      '/api/contact': () => {
        const status = replies[0] ?? 201;
        replies = replies.slice(1);
        return Promise.resolve(
          status === 201
            ? { status, body: { submission: buildSubmission({ id: 's1' }) } }
            : { status, body: { error: { code: 'service_unavailable' } } },
        );
      },
    });
    await renderForm();
    const send = async () => {
      fill('Full Name', 'Sara Haddad');
      fill('Email Address', 'sara@example.com');
      fill('Message', 'We would like a demo of Rawi.');
      await submit('Send Message');
    };
    await send();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    await submit('Send Message');
    await waitFor(() => expect(sends(fetchMock).length).toBe(2));
    await waitFor(() => expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe(''));
    await act(() => vi.advanceTimersByTimeAsync(3500));
    await send();
    await waitFor(() => expect(sends(fetchMock).length).toBe(3));
    const keys = sends(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  describe('when the service asks more work than the token did (409 challenge_raised)', () => {
    const RAISED = `${Date.now()}.AAAAAAAAAAAAAAAAAAAAAA.4.${'s'.repeat(43)}`;
    const raised = {
      status: 409,
      body: {
        error: { code: 'challenge_raised', message: 'Solve the new form token', formToken: RAISED, bits: 4 },
        requestId: 'r1',
      },
    };
    const fillAndSend = async () => {
      fill('Full Name', 'Sara Haddad');
      fill('Email Address', 'sara@example.com');
      fill('Message', 'We would like a demo of Rawi.');
      await submit('Send Message');
    };

    it('solves the new puzzle and sends the message again, the button sending throughout, no error shown', async () => {
      let release: () => void = () => {};
      let replies = 0;
      const fetchMock = stubContact({
        '/api/contact': () => {
          replies += 1;
          if (replies === 1) return raised;
          return new Promise((resolve) => {
            release = () => resolve({ status: 201, body: { submission: buildSubmission({ id: 's1' }) } });
          });
        },
      });
      await renderForm();
      await fillAndSend();
      await waitFor(() => expect(sends(fetchMock)).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
      expect(screen.queryByText('Failed to send message')).toBeNull();
      await act(async () => release());
      expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
      expect(screen.queryByText('Failed to send message')).toBeNull();

      const [first, second] = sends(fetchMock).map(([, init]) => ({
        body: JSON.parse(String(init?.body)) as Record<string, string>,
        key: new Headers(init?.headers).get('Idempotency-Key'),
      }));
      expect(first?.body.formToken).toBe(TOKEN);
      expect(second?.body).toMatchObject({ name: 'Sara Haddad', formToken: RAISED });
      expect(await solvesChallenge(RAISED, second?.body.proof ?? '', 4)).toBe(true);
      expect(second?.key).toBe(first?.key);
    });

    it(`gives up after ${MAX_RAISED_CHALLENGES} new puzzles and shows the failure, what was typed kept`, async () => {
      const fetchMock = stubContact({ '/api/contact': raised });
      await renderForm();
      await fillAndSend();
      expect(await screen.findByText('Failed to send message')).toBeTruthy();
      expect(sends(fetchMock)).toHaveLength(1 + MAX_RAISED_CHALLENGES);
      expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Sara Haddad');
    });
  });

  it('waits until its token is 3 seconds old before sending a form filled at once', async () => {
    const fetchMock = stubContact({
      '/api/contact': { status: 201, body: { submission: buildSubmission({ id: 's1' }) } },
    });
    renderWithProviders(<ContactForm />);
    fireEvent.focus(screen.getByLabelText('Full Name'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    fill('Full Name', 'Sara Haddad');
    fill('Email Address', 'sara@example.com');
    fill('Message', 'We would like a demo of Rawi.');
    await submit('Send Message');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(sends(fetchMock)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(sends(fetchMock)).toHaveLength(1));
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
  });

  it('sends what a script typed into the hidden honeypot field', async () => {
    const fetchMock = stubContact({
      '/api/contact': { status: 201, body: { submission: buildSubmission({ id: 's1' }) } },
    });
    const { container } = await renderForm();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fill('Full Name', 'Sara Haddad');
    fill('Email Address', 'sara@example.com');
    fill('Message', 'We would like a demo of Rawi.');
    await submit('Send Message');
    await waitFor(() => expect(sends(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(sends(fetchMock)[0]?.[1]?.body))).toMatchObject({
      website: 'https://spam.example',
    });
  });

  it('asks for no form token until the form is about to be used (its first focus)', async () => {
    const fetchMock = stubContact();
    renderWithProviders(<ContactForm />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tokenRequests(fetchMock)).toHaveLength(0);
    fireEvent.focus(screen.getByLabelText('Email Address'));
    fireEvent.focus(screen.getByLabelText('Message'));
    await waitFor(() => expect(tokenRequests(fetchMock)).toHaveLength(1));
  });

  it('posts to the API without JavaScript, with no token of the page (the same for every visitor), and shows the outcome it led back to', async () => {
    stubContact();
    const { container } = renderWithProviders(
      <SWRConfig value={{ fallback: { [FORM_OUTCOME_KEY]: 'sent' } }}>
        <ContactForm />
      </SWRConfig>,
      { language: 'ar' },
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect(form.elements.namedItem('formToken')).toBeNull();
    expect((form.elements.namedItem('lang') as HTMLInputElement).value).toBe('ar');
    expect(screen.getByRole('status').textContent).toContain('تم إرسال الرسالة بنجاح!');
  });
});
