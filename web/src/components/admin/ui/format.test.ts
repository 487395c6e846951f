import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, kilobytes } from './format';

const AT = '2026-03-05T21:30:00Z';

describe('admin dates', () => {
  it('writes a date and time in the language and time zone asked for, each with its own formatter', () => {
    expect(formatDateTime(AT, 'en', 'UTC')).toBe('Mar 5, 2026, 9:30 PM');
    // The same moment is already the next day in Riyadh; the Arabic one keeps Latin digits.
    expect(formatDateTime(AT, 'en', 'Asia/Riyadh')).toBe('Mar 6, 2026, 12:30 AM');
    expect(formatDateTime(AT, 'ar', 'Asia/Riyadh')).toBe(
      new Intl.DateTimeFormat('ar-u-nu-latn', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Riyadh',
      }).format(new Date(AT)),
    );
    expect(formatDateTime(AT, 'ar', 'Asia/Riyadh')).toMatch(/6/);
    expect(formatDateTime(AT, 'ar', 'Asia/Riyadh')).not.toMatch(/[٠-٩]/);
    // A date alone never borrows the date-and-time formatter of the same language and zone.
    expect(formatDate(AT, 'en', 'UTC')).toBe('Mar 5, 2026');
    expect(formatDateTime('2026-12-31T23:59:00Z', 'en', 'UTC')).toBe('Dec 31, 2026, 11:59 PM');
    expect(formatDate(AT, 'en', 'Asia/Riyadh')).toBe('Mar 6, 2026');
  });

  it('writes nothing for a missing or invalid date', () => {
    for (const iso of [undefined, null, '', 'not a date']) {
      expect(formatDateTime(iso, 'en', 'UTC')).toBe('');
      expect(formatDate(iso, 'ar', 'UTC')).toBe('');
    }
  });

  it('writes sizes in kilobytes with one decimal', () => {
    expect(kilobytes(1536)).toBe('1.5');
  });
});
