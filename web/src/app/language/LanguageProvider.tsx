import type { Language } from '@rawi/proto';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  const [language, setLanguageNow] = useState<Language>(
    () => initialLanguage ?? resolveInitialLanguage(window.location.search, readStored(LANGUAGE_STORAGE_KEY)),
  );

  useEffect(() => {
    writeStored(LANGUAGE_STORAGE_KEY, language);
    // Storage stays the source of truth; the cookie of the same name lets the server send
    // the next page in this language, with its lang and dir, in the first byte.
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
    forgetLanguageParam();
  }, [language]);

  // A switch is a transition. Part of a page the server drew may still be waiting for its code
  // (a landing section below the first screen): as a transition, React hydrates that part first,
  // in the language the server drew it in, and applies the switch after. An urgent update
  // would hydrate it in the new language against the server's markup, or throw the markup away.
  const setLanguage = useCallback((next: Language) => startTransition(() => setLanguageNow(next)), []);
  const toggleLanguage = useCallback(
    () => startTransition(() => setLanguageNow((current) => (current === 'ar' ? 'en' : 'ar'))),
    [],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      dir: directionOf(language),
      setLanguage,
      toggleLanguage,
      t: (key, values) => translate(textsFor(language), key, values, language),
    }),
    [language, setLanguage, toggleLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
