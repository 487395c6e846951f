import {
  schemasFor,
  validationMessages,
  type Language,
  type RedirectInput,
  type ValidationMessageKey,
} from '@rawi/proto';

export const EMPTY_REDIRECT_FORM: RedirectInput = { language: 'en', from: '', to: '' };

/** The shared redirect schema, with its messages in the admin's language. */
export const redirectSchema = (language: Language) => schemasFor(language).redirect;

/** One problem of a CSV import: its line in the file and the message in the admin's language. */
export interface ImportProblem {
  line: number;
  message: string;
}

const englishKeys = new Map<string, ValidationMessageKey>(
  Object.entries(validationMessages.en).map(([key, text]) => [text, key as ValidationMessageKey]),
);

/**
 * The lines a refused import names (`csv[<line>].<field>`), in file order, each message in the
 * admin's language (the service answers in English with the shared messages).
 */
export function importProblems(
  fields: Record<string, string> | undefined,
  language: Language,
): ImportProblem[] {
  return Object.entries(fields ?? {})
    .flatMap(([field, message]) => {
      const line = /^csv\[(\d+)\]/.exec(field)?.[1];
      if (line === undefined) return [];
      const key = englishKeys.get(message);
      return [{ line: Number(line), message: key ? validationMessages[language][key] : message }];
    })
    .sort((a, b) => a.line - b.line);
}
