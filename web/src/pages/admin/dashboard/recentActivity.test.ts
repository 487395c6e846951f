import { describe, expect, it } from 'vitest';
import { buildContent, buildProject } from '../../../test/factories';
import { recentActivity } from './recentActivity';

describe('recentActivity', () => {
  it('merges messages, saved sections and projects, newest first, up to the limit', () => {
    const items = recentActivity(
      {
        submissions: [
          {
            id: 's1',
            name: 'Sara',
            email: 's@example.com',
            message: 'Hello there, team',
            status: 'new',
            priority: 'medium',
            createdAt: '2025-03-03T10:00:00.000Z',
            updatedAt: '2025-03-03T10:00:00.000Z',
          },
        ],
        content: [{ ...buildContent('hero', {}, 'ar'), updatedAt: '2025-03-04T10:00:00.000Z' }],
        projects: [
          buildProject({
            id: 'p1',
            title: 'Voice',
            createdAt: '2025-03-01T00:00:00.000Z',
            updatedAt: '2025-03-02T00:00:00.000Z',
          }),
        ],
      },
      2,
    );
    expect(items).toEqual([
      {
        kind: 'content',
        id: 'content-hero-ar',
        at: '2025-03-04T10:00:00.000Z',
        section: 'hero',
        language: 'ar',
      },
      { kind: 'submission', id: 'submission-s1', at: '2025-03-03T10:00:00.000Z', name: 'Sara' },
    ]);
  });

  it('tells a new project from a changed one', () => {
    const [created] = recentActivity({
      projects: [
        buildProject({ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' }),
      ],
    });
    expect(created).toMatchObject({ kind: 'project', created: true });
  });

  it('is empty when nothing has happened yet', () => {
    expect(recentActivity({})).toEqual([]);
  });
});
