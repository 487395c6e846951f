import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerDictionaries } from '../i18n';
import { adminDictionaries } from '../i18n/adminDictionaries';

// In the app the admin chunk registers its strings when it loads; components are tested directly.
registerDictionaries(adminDictionaries);

// findBy* and waitFor give up after 5 s rather than Testing Library's 1 s: in the whole repo's
// run a lazily imported section is transformed on first use while the services' tests load both
// cores (the landing page's first wait once took longer than 1 s in CI).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
