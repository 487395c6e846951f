import { describe, expect, it } from 'vitest';
import { continueTrace, formatTraceparent, parseTraceparent, traceIdOf } from './trace.ts';

describe('trace context', () => {
  it('starts a sampled trace with fresh ids when the header is missing or malformed', () => {
    for (const header of [undefined, '', 'nonsense', `00-${'0'.repeat(32)}-${'1'.repeat(16)}-01`]) {
      const trace = continueTrace(header);
      expect(trace.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(trace.flags).toBe('01');
    }
  });

  it("continues the caller's trace with a span of its own", () => {
    const header = `00-${'a'.repeat(32)}-${'b'.repeat(16)}-00`;
    const trace = continueTrace(header);
    expect(trace.traceId).toBe('a'.repeat(32));
    expect(trace.flags).toBe('00');
    expect(trace.spanId).not.toBe('b'.repeat(16));
    expect(parseTraceparent(formatTraceparent(trace))).toEqual(trace);
    expect(traceIdOf(header.toUpperCase())).toBe('a'.repeat(32));
  });

  it('never hands out the same id twice, across refills of its random pool', () => {
    // 4 KiB of randomness covers about 170 traces; 2,000 cross it a dozen times.
    const ids = Array.from({ length: 2000 }, () => continueTrace(undefined)).flatMap((t) => [
      t.traceId,
      t.spanId,
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    const spans = ids.filter((id) => id.length === 16);
    expect(new Set(spans.map((s) => s[0])).size).toBeGreaterThan(8);
  });
});
