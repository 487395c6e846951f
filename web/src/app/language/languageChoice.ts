import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@rawi/proto';
import type { Direction } from '../../styles/theme';

/** The query parameter hreflang alternates use to link to a language version. */
export const LANGUAGE_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** ?lang= wins (a visitor followed an hreflang link), then the stored choice, then English. */
export function resolveInitialLanguage(search: string, stored: string | undefined): Language {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;
