import type { Language } from '@rawi/proto';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { textsFor, translate } from '../../i18n';
import { readStored, writeStored } from '../../lib/browserStorage';
import { LanguageContext, type LanguageContextValue } from './LanguageContext';
import { directionOf, LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, resolveInitialLanguage } from './languageChoice';

interface LanguageProviderProps {
  children: ReactNode;
  /** The server's language on a rendered page (and tests'); otherwise resolved from the URL and storage. */
  initialLanguage?: Language | undefined;
}

const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Drops ?lang= once read, so a later toggle is not overridden by a stale URL on reload. */
function forgetLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function LanguageProvider({ children, initialLanguage }: LanguageProviderProps) {
  const [language, setLanguage] = useState<Language>(
    () => initialLanguage ?? resolveInitialLanguage(window.location.search, readStored(LANGUAGE_STORAGE_KEY)),
  );

  useEffect(() => {
    writeStored(LANGUAGE_STORAGE_KEY, language);
    // Storage stays the source of truth; the cookie of the same name lets the server send
    // the next page in this language, with its lang and dir, in the first byte.
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
    forgetLanguageParam();
  }, [language]);

  const toggleLanguage = useCallback(() => setLanguage((current) => (current === 'ar' ? 'en' : 'ar')), []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      dir: directionOf(language),
      setLanguage,
      toggleLanguage,
      t: (key, values) => translate(textsFor(language), key, values, language),
    }),
    [language, toggleLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
