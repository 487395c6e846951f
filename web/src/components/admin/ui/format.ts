import type { Language } from '@rawi/proto';

// Latin digits in both languages keep dates and sizes readable next to codes and names.
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn' };

/**
 * One formatter per language, style and time zone, made on first use: making one costs far more
 * than using it (the locale's patterns are looked up and compiled), and lists of dates (the
 * dashboard's activity, history, media) made one for every date they showed. The first one a
 * page makes still costs 15-30 ms on a laptop (the browser loads its date and time zone data).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language} ${withTime ? 'date-time' : 'date'} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    formatters.set(key, made);
  }
  return made;
}

const dateOf = (iso: string | null | undefined): Date | undefined => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * A date and time in the admin's language and time zone (`timeZone` where given: see
 * useDisplayTimeZone), or '' for a missing or invalid date.
 */
export function formatDateTime(
  iso: string | null | undefined,
  language: Language,
  timeZone?: string,
): string {
  const date = dateOf(iso);
  return date ? formatter(language, true, timeZone).format(date) : '';
}

export function formatDate(iso: string | null | undefined, language: Language, timeZone?: string): string {
  const date = dateOf(iso);
  return date ? formatter(language, false, timeZone).format(date) : '';
}

/** Size in kilobytes with one decimal (spec: media sizes are shown in KB). */
export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
