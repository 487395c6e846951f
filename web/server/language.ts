/**
 * The visitor's language for a page: ?lang= chooses explicitly (and is remembered in the
 * `rawi-language` cookie, which the app also mirrors from its storage); otherwise that cookie;
 * otherwise English.
 */
import { LANGUAGES, type Language } from '@rawi/proto';

export const LANGUAGE_COOKIE = 'rawi-language';

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

export function requestLanguage(
  queryLanguage: string | undefined,
  cookieLanguage: string | undefined,
): { language: Language; explicit: boolean } {
  if (isLanguage(queryLanguage)) return { language: queryLanguage, explicit: true };
  return { language: isLanguage(cookieLanguage) ? cookieLanguage : 'en', explicit: false };
}
