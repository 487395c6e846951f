import { act, render, renderHook, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectThrowsWithoutProvider } from '../../test/render';
import { Theme } from '../Theme';
import { useLanguage } from './LanguageContext';
import { LanguageProvider } from './LanguageProvider';

const withProviders = ({ children }: { children: ReactNode }) => (
  <LanguageProvider>
    <Theme>{children}</Theme>
  </LanguageProvider>
);

describe('language', () => {
  it('defaults to English, left to right', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: withProviders });
    expect(result.current.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Arabic right to left, and stores the choice under rawi-language', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: withProviders });
    act(() => result.current.toggleLanguage());
    expect(result.current.language).toBe('ar');
    expect(result.current.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('rawi-language')).toBe('ar');
  });

  it('restores the stored language on the next visit', () => {
    window.localStorage.setItem('rawi-language', 'ar');
    const { result } = renderHook(() => useLanguage(), { wrapper: withProviders });
    expect(result.current.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('ignores a stored value that is not a language', () => {
    window.localStorage.setItem('rawi-language', 'fr');
    const { result } = renderHook(() => useLanguage(), { wrapper: withProviders });
    expect(result.current.language).toBe('en');
  });

  it('follows ?lang= from an hreflang link, stores it and drops it from the address', () => {
    window.localStorage.setItem('rawi-language', 'en');
    window.history.replaceState(null, '', '/projects?lang=ar&x=1');
    const { result } = renderHook(() => useLanguage(), { wrapper: withProviders });
    expect(result.current.language).toBe('ar');
    expect(window.localStorage.getItem('rawi-language')).toBe('ar');
    expect(window.location.pathname + window.location.search).toBe('/projects?x=1');
  });

  it('translates in the current language and shows a missing key as the key', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: withProviders });
    expect(result.current.t('notFound.title')).toBe('Page Not Found');
    act(() => result.current.setLanguage('ar'));
    expect(result.current.t('notFound.title')).toBe('الصفحة غير موجودة');
    // @ts-expect-error -- proves the run-time fallback for a key the dictionary lacks
    expect(result.current.t('missing.key')).toBe('missing.key');
  });

  it('refuses to work outside a LanguageProvider', () => {
    expectThrowsWithoutProvider(useLanguage, 'useLanguage must be used within a LanguageProvider');
  });

  it('mirrors the layout in Arabic without hand-written RTL styles', () => {
    window.localStorage.setItem('rawi-language', 'ar');
    render(<p>نص</p>, { wrapper: withProviders });
    expect(screen.getByText('نص')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});

describe('a switch before a server-drawn part has hydrated', () => {
  /** A part of a page whose code comes later (as a landing section below the first screen). */
  function Section() {
    const { t } = useLanguage();
    return <h2>{t('notFound.title')}</h2>;
  }

  function Page({ Lower }: { Lower: ComponentType }) {
    const { setLanguage } = useLanguage();
    return (
      <>
        <button type="button" onClick={() => setLanguage('ar')}>
          AR
        </button>
        <Suspense fallback={null}>
          <Lower />
        </Suspense>
      </>
    );
  }

  it('hydrates the part in the language it was drawn in, then shows it in the new one', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <LanguageProvider initialLanguage="en">
        <Page Lower={Section} />
      </LanguageProvider>,
    );
    let deliverCode = () => {};
    const code = new Promise<{ default: ComponentType }>((resolve) => {
      deliverCode = () => resolve({ default: Section });
    });
    const Lower = lazy(() => code);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <LanguageProvider initialLanguage="en">
          <Page Lower={Lower} />
        </LanguageProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );

    // The visitor switches while the part's code is still on its way.
    await act(async () => screen.getByRole('button', { name: 'AR' }).click());
    expect(container.querySelector('h2')?.textContent).toBe('Page Not Found');

    await act(async () => {
      deliverCode();
      await code;
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h2')?.textContent).toBe('الصفحة غير موجودة');
    act(() => root.unmount());
    container.remove();
  });
});
