import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './paths';

describe('isKnownRoute', () => {
  it.each([
    '/',
    '/projects',
    '/projects/',
    '/projects/voice-banking',
    '/projects/%D9%85',
    '/admin',
    '/admin/',
    '/admin/login',
    '/admin/content',
    '/admin/hero',
    '/admin/services',
    '/admin/projects',
    '/admin/team',
    '/admin/contact',
    '/admin/media',
    '/admin/users',
  ])('knows %s', (path) => expect(isKnownRoute(path)).toBe(true));

  it.each(['/about', '/projects/a/b', '/admin/settings', '/admin/users/1', '/index.php', '//'])(
    'does not know %s',
    (path) => expect(isKnownRoute(path)).toBe(false),
  );
});
