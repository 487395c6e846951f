import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-context.ts';

describe('loggedPath', () => {
  it('keeps an email address out of the request log, encoded or not', () => {
    expect(loggedPath('/api/contact-submissions/by-email/layla@example.com')).toBe(
      '/api/contact-submissions/by-email/{email}',
    );
    expect(loggedPath('/api/contact-submissions/by-email/Layla%40Example.com')).toBe(
      '/api/contact-submissions/by-email/{email}',
    );
  });

  it('leaves other paths as they are', () => {
    expect(loggedPath('/api/projects/slug/المساعد-المصرفي')).toBe('/api/projects/slug/المساعد-المصرفي');
    expect(loggedPath('/api/contact-submissions.csv')).toBe('/api/contact-submissions.csv');
  });
});
