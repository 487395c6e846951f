import { DEMO_IMAGE_ALT, demoImageUrl, type Language } from '@rawi/proto';

/**
 * The demo's three categories, by language (a project's category is free text, no fixed list), and
 * the illustration every demo project of the category shows, the same in both languages, with
 * its alt text in each.
 */
export const demoCategories = {
  languageModels: {
    en: 'Language Models',
    ar: 'نماذج اللغة',
    image: demoImageUrl('category-language-models'),
    alt: DEMO_IMAGE_ALT['category-language-models'],
  },
  speech: {
    en: 'Speech & Voice',
    ar: 'الكلام والصوت',
    image: demoImageUrl('category-speech'),
    alt: DEMO_IMAGE_ALT['category-speech'],
  },
  documents: {
    en: 'Document Intelligence',
    ar: 'ذكاء المستندات',
    image: demoImageUrl('category-documents'),
    alt: DEMO_IMAGE_ALT['category-documents'],
  },
} as const satisfies Record<string, Record<Language | 'image', string> & { alt: Record<Language, string> }>;
