import type { Language } from '@rawi/proto';

// Latin digits in both languages keep dates and sizes readable next to codes and names.
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

/**
 * A date and time in the admin's language and time zone (`timeZone` where given: see
 * useDisplayTimeZone), or '' for a missing or invalid date.
 */
export function formatDateTime(
  iso: string | null | undefined,
  language: Language,
  timeZone?: string,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

export function formatDate(iso: string | null | undefined, language: Language, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone }).format(date);
}

/** Size in kilobytes with one decimal (spec: media sizes are shown in KB). */
export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
