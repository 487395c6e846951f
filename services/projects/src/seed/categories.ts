import type { Language } from '@rawi/proto';

/** The demo's three categories, by language (a project's category is free text in the spec). */
export const demoCategories = {
  languageModels: { en: 'Language Models', ar: 'نماذج اللغة' },
  speech: { en: 'Speech & Voice', ar: 'الكلام والصوت' },
  documents: { en: 'Document Intelligence', ar: 'ذكاء المستندات' },
} as const satisfies Record<string, Record<Language, string>>;
