import { demoImageUrl, type Language } from '@rawi/proto';

/**
 * The demo's three categories, by language (a project's category is free text, no fixed list), and
 * the illustration every demo project of the category shows, the same in both languages.
 */
export const demoCategories = {
  languageModels: {
    en: 'Language Models',
    ar: 'نماذج اللغة',
    image: demoImageUrl('category-language-models'),
  },
  speech: { en: 'Speech & Voice', ar: 'الكلام والصوت', image: demoImageUrl('category-speech') },
  documents: {
    en: 'Document Intelligence',
    ar: 'ذكاء المستندات',
    image: demoImageUrl('category-documents'),
  },
} as const satisfies Record<string, Record<Language | 'image', string>>;
