import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerDictionaries } from '../i18n';
import { adminDictionaries } from '../i18n/adminDictionaries';

// In the app the admin chunk registers its strings when it loads; components are tested directly.
registerDictionaries(adminDictionaries);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
