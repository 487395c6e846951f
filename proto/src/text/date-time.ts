/**
 * Dates and times as the API takes them: ISO 8601 text whose parts name a moment that exists.
 * `Date.parse` rolls an impossible day over (`2030-02-30` becomes 2 March) and reads many other
 * forms besides, so each part is read and checked here: the calendar date must round-trip
 * (day 30 of February does not), hours 00–23, minutes and seconds 00–59, a zone offset up to 23:59.
 */
import { strictString } from '../schemas/strict-yup.ts';

/** `YYYY-MM-DD`, then optionally `THH:MM[:SS[.fff]]` and a zone (`Z` or `±HH:MM`). */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** Which parts the text must have: a zoned moment, or a day with an optional time. */
export type DateTimeForm = 'zonedDateTime' | 'dateOrDateTime';

/** True when year, month and day name a day of the (proleptic Gregorian) calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const upTo = (text: string | undefined, max: number) => text === undefined || Number(text) <= max;

/** True when the text is of the form and every part of it is in range. */
export function isRealDateTime(text: string, form: DateTimeForm): boolean {
  const parts = ISO_DATE_TIME.exec(text);
  if (!parts) return false;
  const [, year, month, day, hour, minute, second, zone, zoneHours, zoneMinutes] = parts;
  if (form === 'zonedDateTime' && (hour === undefined || zone === undefined)) return false;
  return (
    isCalendarDate(Number(year), Number(month), Number(day)) &&
    upTo(hour, 23) &&
    upTo(minute, 59) &&
    upTo(second, 59) &&
    upTo(zoneHours, 23) &&
    upTo(zoneMinutes, 59)
  );
}

/**
 * The one date-time input schema: text of the form whose parts are in range, else `message`.
 * Blank and null are left to the caller (optional, nullable); nothing is converted here.
 */
export const dateTimeText = (form: DateTimeForm, message: string) =>
  strictString()
    .typeError(message)
    .test('real-date-time', message, (v) => v === undefined || v === null || isRealDateTime(v, form))
    .meta(form === 'zonedDateTime' ? { format: 'date-time' } : {});
