/** What the activity log keeps of project pairs and schedules, and of the scheduler's own changes. */
import { describe, expect, it } from 'vitest';
import { SCHEDULER_ACTOR, type EventEnvelope, type Project } from '@rawi/proto';
import { activityOf } from './entries.ts';

const project = (overrides: Partial<Project> = {}): Project => ({
  id: '65a000000000000000000001',
  title: 'المساعد المصرفي',
  slug: 'المساعد-المصرفي',
  language: 'ar',
  description: 'وصف',
  briefDescription: 'وصف مختصر',
  features: [],
  advantages: [],
  useCases: [],
  category: 'Banking',
  status: 'draft',
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  translationKey: 'المساعد-المصرفي',
  ...overrides,
});

const updated = (data: EventEnvelope<'project.updated'>['data'], actor = { id: 'u1', username: 'huda' }) =>
  activityOf({
    id: 'e1',
    subject: 'project.updated',
    occurredAt: '2026-03-02T06:00:00.000Z',
    data,
    actor,
  } as EventEnvelope);

describe('activity entries of translations and schedules', () => {
  it('names the pair a project was linked to', () => {
    const entry = updated({ project: project({ translationKey: 'smart-banking' }) });
    expect(entry?.details).toEqual({ status: 'draft', language: 'ar', translationKey: 'smart-banking' });
  });

  it('keeps the times a save scheduled', () => {
    const entry = updated({
      project: project({ publishAt: '2026-03-02T06:00:00.000Z', unpublishAt: '2026-04-01T06:00:00.000Z' }),
    });
    expect(entry?.details).toEqual({
      status: 'draft',
      language: 'ar',
      publishAt: '2026-03-02T06:00:00.000Z',
      unpublishAt: '2026-04-01T06:00:00.000Z',
    });
  });

  it("records the scheduler's change with the scheduler as actor", () => {
    const entry = updated(
      { project: project({ status: 'active' }), scheduled: 'published' },
      { ...SCHEDULER_ACTOR },
    );
    expect(entry).toMatchObject({
      action: 'project.updated',
      kind: 'project',
      actor: SCHEDULER_ACTOR,
      details: { status: 'active', scheduled: 'published' },
    });
  });
});

describe('activity entries of the demo seed', () => {
  it('leaves out what the seed made (its media.uploaded events still make the variants)', () => {
    const uploaded = (seeded: boolean) =>
      activityOf({
        id: 'e2',
        subject: 'media.uploaded',
        occurredAt: '2026-03-02T06:00:00.000Z',
        data: { media: { id: 'm1', filename: 'team-noura.png', originalName: 'team-noura.png' } },
        ...(seeded ? { seeded: true } : {}),
      } as EventEnvelope);
    expect(uploaded(true)).toBeUndefined();
    expect(uploaded(false)?.action).toBe('media.uploaded');
  });
});
