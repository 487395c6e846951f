import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swrConfig';
import { ToastProvider } from '../components/toast/ToastProvider';
import { LanguageProvider } from './language/LanguageProvider';
import { routes } from './routes';
import { Theme } from './Theme';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Providers in dependency order: language → theme (direction) → data → toasts → routes.
 * A declarative router (no loaders or actions: data comes through SWR) keeps the data-router
 * machinery, about 18 kB gzip, out of the public bundle.
 */
export function App() {
  return (
    <LanguageProvider>
      <Theme>
        <SWRConfig value={swrConfig}>
          <ToastProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </SWRConfig>
      </Theme>
    </LanguageProvider>
  );
}
