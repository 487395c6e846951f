import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../app/language/LanguageProvider';
import { Theme } from '../../app/Theme';
import { useToast, type ToastApi } from './ToastContext';
import { ToastProvider } from './ToastProvider';
import { loadToastCard } from './Toaster';
import { toastReducer, createToast } from './toastState';

function renderToasts(): { api: () => ToastApi } {
  let api: ToastApi | undefined;
  function Capture() {
    api = useToast();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage="en">
      <Theme>
        <ToastProvider>{children}</ToastProvider>
      </Theme>
    </LanguageProvider>
  );
  render(<Capture />, { wrapper });
  return {
    api: () => {
      if (!api) throw new Error('not rendered');
      return api;
    },
  };
}

describe('toasts', () => {
  // The card's code loads with the first toast in the app; here it is loaded before the tests.
  beforeAll(async () => {
    await loadToastCard();
  });

  it('shows one toast at a time: a new one replaces the one showing', () => {
    const { api } = renderToasts();
    act(() => void api().toast({ title: 'First' }));
    act(() => void api().toast({ title: 'Second' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('closes a toast after 5000 ms by default', () => {
    vi.useFakeTimers();
    const { api } = renderToasts();
    act(() => void api().toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows a destructive toast as an alert', () => {
    const { api } = renderToasts();
    act(
      () =>
        void api().toast({
          title: 'Failed to send message',
          description: 'Please try again later or contact us directly.',
          variant: 'destructive',
        }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to send message');
  });

  it('closes with its close button', () => {
    const { api } = renderToasts();
    act(() => void api().toast({ title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('focuses the notification region on F8', () => {
    renderToasts();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });

  it('keeps a dismissed toast until it is removed', () => {
    const toast = createToast({ title: 'x' });
    const dismissed = toastReducer([toast], { type: 'dismiss', id: toast.id });
    expect(dismissed).toEqual([{ ...toast, open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: toast.id })).toEqual([]);
  });
});
