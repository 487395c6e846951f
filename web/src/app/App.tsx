import type { Language } from '@rawi/proto';
import { useMemo, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swrConfig';
import { ToastProvider } from '../components/toast/ToastProvider';
import { LanguageProvider } from './language/LanguageProvider';
import { routes } from './routes';
import { Theme } from './Theme';

export function AppRoutes() {
  return useRoutes(routes);
}

interface AppProvidersProps {
  children: ReactNode;
  /** The language the server rendered in; resolved from the URL and storage otherwise. */
  initialLanguage?: Language | undefined;
  /** Public reads the server made, so the first render has their data. */
  fallback?: Record<string, unknown> | undefined;
}

/**
 * Providers in dependency order: language → theme (direction) → data → toasts. The browser
 * puts a BrowserRouter inside, the server a StaticRouter (web/src/entry-server.tsx).
 */
export function AppProviders({ children, initialLanguage, fallback }: AppProvidersProps) {
  const config = useMemo(() => (fallback ? { ...swrConfig, fallback } : swrConfig), [fallback]);
  return (
    <LanguageProvider initialLanguage={initialLanguage}>
      <Theme>
        <SWRConfig value={config}>
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </Theme>
    </LanguageProvider>
  );
}

/**
 * The app in the browser. A declarative router keeps the data-router machinery, about 18 kB
 * gzip, out of the public bundle: the page table's loaders run in the web server, and what they
 * read reaches this router as SWR's fallback (data comes through SWR after that).
 */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
