import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHead, WARM_DATES_SCRIPT } from './adminHead.ts';

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

  it('adds only the date warm-up without a manifest', () => {
    expect(adminHead(undefined)('/admin').trim()).toBe(WARM_DATES_SCRIPT);
    expect(adminHead(undefined)('/')).toBe('');
  });

  it('has the browser make its first date formatter early, on every admin page', () => {
    for (const path of ['/admin', '/admin/projects', '/admin/login'])
      expect(head(path)).toContain(WARM_DATES_SCRIPT);
  });
});

describe('the head of an admin screen drawn on the server', () => {
  it('preloads nothing (the app starts after the first paint) but warms the date formatter', () => {
    expect(adminHead(MANIFEST)('/admin/projects', true).trim()).toBe(WARM_DATES_SCRIPT);
  });
});

describe('the date warm-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const run = (lang: string, idle: boolean) => {
    vi.restoreAllMocks();
    const waiting: Array<() => void> = [];
    vi.stubGlobal('document', { documentElement: { lang } });
    vi.stubGlobal('window', idle ? { requestIdleCallback: (warm: () => void) => waiting.push(warm) } : {});
    vi.stubGlobal('requestIdleCallback', (warm: () => void) => waiting.push(warm));
    vi.stubGlobal('setTimeout', (warm: () => void) => waiting.push(warm));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    new Function(WARM_DATES_SCRIPT.replace(/^<script>|<\/script>$/g, ''))();
    // Nothing is made while the page is busy: only once the browser calls back.
    expect(made).not.toHaveBeenCalled();
    for (const warm of waiting) warm();
    return made.mock.calls.map(([locale]) => locale);
  };

  it("makes one for the page's language, with the panel's locales, once the browser is idle", () => {
    expect(run('ar', true)).toEqual(['ar-u-nu-latn']);
    expect(run('en', true)).toEqual(['en-US']);
  });

  it('waits a moment where the browser has no idle callbacks', () => {
    expect(run('ar', false)).toEqual(['ar-u-nu-latn']);
  });
});
