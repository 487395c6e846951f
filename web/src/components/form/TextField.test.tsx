import { schemasFor } from '@rawi/proto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TextField } from './TextField';

function ContactLikeForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Formik
      initialValues={{ name: 'Sara', email: '', message: '' }}
      validationSchema={schemasFor('en').contactMessage.pick(['name', 'email', 'message'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <TextField name="name" label="Full Name" />
        <TextField name="email" type="email" label="Email Address" />
        <TextField name="message" label="Message" multiline />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

describe('TextField after an invalid submit', () => {
  // jsdom lays nothing out and has no scrollIntoView: the tests give it one to watch.
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('focuses the first invalid field and scrolls it, only as far as needed, into view', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const onSubmit = vi.fn();
    renderWithProviders(<ContactLikeForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email Address');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(scrolled).toEqual([email]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves nothing after a valid submit', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ContactLikeForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A message long enough.' } });
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(document.activeElement).toBe(button);
  });
});
