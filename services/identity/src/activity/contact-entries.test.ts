/** What the activity log keeps of the contact service's erasures and retention runs: counts, never addresses. */
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@rawi/proto';
import { activityOf } from './entries.ts';

describe('activity entries of contact erasures and retention', () => {
  it('keeps how many submissions a sender asked to erase, and who erased them, not whose they were', () => {
    const entry = activityOf({
      id: 'e1',
      subject: 'contact.submissions-erased',
      occurredAt: '2026-11-25T06:00:00.000Z',
      data: { count: 3 },
      actor: { id: 'u1', username: 'noura' },
    } as EventEnvelope);
    expect(entry).toMatchObject({
      kind: 'submission',
      action: 'contact.submissions-erased',
      actor: { id: 'u1', username: 'noura' },
      target: { type: 'submission', label: '3' },
      details: { count: '3' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/@/);
  });

  it('keeps the count of the daily retention run, made by no one', () => {
    const entry = activityOf({
      id: 'contact-retention-2026-11-25',
      subject: 'contact.submissions-expired',
      occurredAt: '2026-11-25T03:00:00.000Z',
      data: { count: 12, before: '2025-11-25T03:00:00.000Z' },
      actor: null,
    } as EventEnvelope);
    expect(entry).toMatchObject({ kind: 'submission', actor: null, details: { count: '12' } });
  });
});
