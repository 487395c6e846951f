import { describe, expect, it } from 'vitest';
import { localDayBound } from './submissions';

describe('localDayBound', () => {
  // The web tests run with TZ=UTC, so local days are UTC days here.
  it("sends a picked day as its first and last moment in the admin's time zone", () => {
    expect(localDayBound('2026-03-02', 'from')).toBe(new Date(2026, 2, 2).toISOString());
    expect(localDayBound('2026-03-02', 'to')).toBe(new Date(2026, 2, 3, 0, 0, 0, -1).toISOString());
    expect(localDayBound('2026-03-02', 'to')).toBe('2026-03-02T23:59:59.999Z');
  });

  it('leaves a value that is not a bare day as it is', () => {
    expect(localDayBound('2026-03-02T10:00:00Z', 'from')).toBe('2026-03-02T10:00:00Z');
  });
});
