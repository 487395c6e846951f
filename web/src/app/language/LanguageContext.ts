import type { Language } from '@rawi/proto';
import { createContext, useContext } from 'react';
import type { TranslationKey, TranslationValues } from '../../i18n';
import type { Direction } from '../../styles/theme';

export interface LanguageContextValue {
  language: Language;
  dir: Direction;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
  /** The text for a key in the current language; a missing key shows the key itself. */
  t: (key: TranslationKey, values?: TranslationValues) => string;
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
