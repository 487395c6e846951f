import { describe, expect, it } from 'vitest';
import { adminHead } from './adminHead.ts';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react.js'],
    dynamicImports: ['src/pages/admin/index.tsx', 'src/i18n/adminDictionaries.ts'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_forms.js': { file: 'assets/forms-1.js', imports: ['_react.js'] },
  '_cards.js': { file: 'assets/cards-1.js' },
  'src/pages/admin/index.tsx': {
    file: 'assets/admin-1.js',
    imports: ['_react.js', '_forms.js', 'index.html'],
    dynamicImports: ['src/pages/admin/projects/ProjectsAdminPage.tsx'],
  },
  'src/i18n/adminDictionaries.ts': { file: 'assets/adminDictionaries-1.js' },
  'src/api/replyShape.ts': { file: 'assets/replyShape-1.js', imports: ['_forms.js', 'index.html'] },
  'src/pages/admin/projects/ProjectsAdminPage.tsx': {
    file: 'assets/ProjectsAdminPage-1.js',
    imports: ['src/pages/admin/index.tsx', '_cards.js'],
  },
};

const preloaded = (head: string) =>
  [...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('the head of an admin page', () => {
  const head = adminHead(MANIFEST);

  it("preloads the admin chunk, its strings, the reply checks and what they import, not the entry's own", () => {
    expect(preloaded(head('/admin'))).toEqual([
      '/assets/admin-1.js',
      '/assets/adminDictionaries-1.js',
      '/assets/replyShape-1.js',
      '/assets/forms-1.js',
    ]);
  });

  it("adds a screen's chunk and its imports on that screen's path", () => {
    expect(preloaded(head('/admin/projects'))).toEqual([
      '/assets/admin-1.js',
      '/assets/adminDictionaries-1.js',
      '/assets/ProjectsAdminPage-1.js',
      '/assets/replyShape-1.js',
      '/assets/forms-1.js',
      '/assets/cards-1.js',
    ]);
    expect(preloaded(head('/admin/login'))).toEqual(preloaded(head('/admin')));
  });

  it('adds nothing outside the admin panel', () => {
    for (const path of ['/', '/projects', '/projects/admin', '/administration', '/admin/a/b'])
      expect(head(path)).toBe('');
  });

  it('adds nothing without a manifest', () => {
    expect(adminHead(undefined)('/admin')).toBe('');
  });
});

describe('the head of an admin screen drawn on the server', () => {
  it('preloads nothing: the app starts after the first paint', () => {
    expect(adminHead(MANIFEST)('/admin/projects', true)).toBe('');
  });
});
