import type { Language } from '@rawi/proto';
import { ar } from './ar.ts';
import { en, type PublicDictionary } from './en.ts';

export type {
  AdminDictionary,
  AdminTranslationKey,
  Dictionary,
  PublicDictionary,
  PublicTranslationKey,
  TranslationKey,
} from './en.ts';
export { translate, type TranslationValues } from './translate.ts';

/** The public strings, in the entry bundle. */
export const dictionaries: Record<Language, PublicDictionary> = { en, ar };

const texts: Record<Language, Record<string, string>> = { en: { ...en }, ar: { ...ar } };

/** Adds strings that arrive with a lazy chunk (the admin panel's) to what t() can show. */
export function registerDictionaries(extra: Record<Language, Readonly<Record<string, string>>>): void {
  for (const language of Object.keys(texts) as Language[]) Object.assign(texts[language], extra[language]);
}

/** Every string t() can show in a language: the public ones and any registered since. */
export function textsFor(language: Language): Readonly<Record<string, string>> {
  return texts[language];
}
