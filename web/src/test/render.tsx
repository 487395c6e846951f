import type { Language } from '@rawi/proto';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect, vi } from 'vitest';
import { swrConfig } from '../api/swrConfig';
import { LanguageProvider } from '../app/language/LanguageProvider';
import { Theme } from '../app/Theme';
import { ToastProvider } from '../components/toast/ToastProvider';

interface RenderOptions {
  language?: Language;
  route?: string;
}

/** The app's providers around a component: language, theme, a fresh SWR cache, toasts, a router. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', route = '/' }: RenderOptions = {},
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage={language}>
      <Theme>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
          <ToastProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ToastProvider>
        </SWRConfig>
      </Theme>
    </LanguageProvider>
  );
  return render(ui, { wrapper });
}

type Reply = { status: number; body?: unknown };

/**
 * Replaces fetch with a table of replies by path (query included); an unknown path answers 404.
 * Returns the mock, so tests can read the requests made.
 */
export function stubApi(replies: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const entry = replies[path];
    const reply =
      typeof entry === 'function'
        ? await entry()
        : (entry ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A hook used with no provider around it throws `message` (React's own log of the error kept quiet). */
export function expectThrowsWithoutProvider(useHook: () => unknown, message: string) {
  function Orphan() {
    useHook();
    return null;
  }
  const silence = console.error;
  console.error = () => {};
  try {
    expect(() => render(<Orphan />)).toThrow(message);
  } finally {
    console.error = silence;
  }
}
