import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { buildSubmission } from '../../../test/factories';
import { ContactForm } from './ContactForm';

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
    renderWithProviders(<ContactForm />);
    fill('Full Name', 'S');
    fill('Email Address', 'not-an-email');
    fill('Message', 'short');
    await submit('Send Message');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
  });

  it('shows the validation messages in Arabic on the Arabic site', async () => {
    renderWithProviders(<ContactForm />, { language: 'ar' });
    await submit('إرسال الرسالة');
    expect(await screen.findByText('يجب أن يتكون الاسم من حرفين على الأقل')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال عنوان بريد إلكتروني صحيح')).toBeTruthy();
    expect(screen.getByText('يجب أن تتكون الرسالة من 10 أحرف على الأقل')).toBeTruthy();
  });

  it('labels the fields as the spec names them, company and phone optional', () => {
    renderWithProviders(<ContactForm />);
    for (const label of ['Full Name', 'Email Address', /^Company/, /^Phone/, 'Message']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends the message, shows 'Sending...', then the success toast and an empty form", async () => {
    let release: () => void = () => {};
    const fetchMock = stubApi({
      '/api/contact': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { submission: buildSubmission({ id: 's1' }) } });
        }),
    });
    renderWithProviders(<ContactForm />);
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
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Sara Haddad',
      email: 'sara@example.com',
      message: 'We would like a demo of Rawi.',
    });
  });

  it('shows the failure toast and keeps what was typed when sending fails', async () => {
    stubApi({ '/api/contact': { status: 503, body: { error: { code: 'service_unavailable' } } } });
    renderWithProviders(<ContactForm />);
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
    const fetchMock = stubApi({
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
    renderWithProviders(<ContactForm />);
    const send = async () => {
      fill('Full Name', 'Sara Haddad');
      fill('Email Address', 'sara@example.com');
      fill('Message', 'We would like a demo of Rawi.');
      await submit('Send Message');
    };
    await send();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    await submit('Send Message');
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(2));
    await waitFor(() => expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe(''));
    await send();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(3));
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
