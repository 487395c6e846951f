/**
 * SWR keys of the admin's reads that the web server also fills when it draws an admin screen
 * (pages/admin/loader.ts). Plain TypeScript the server loads as it is.
 */
import { pathOf, type Language } from '@rawi/proto';

/**
 * The admin's project lists: the public list's path with `#staff`, so they stay apart from the
 * public lists (with a token the server also sends drafts and archived projects, which a public
 * page must never show). The fragment never reaches the server.
 */
export const adminProjectsKey = (language: Language | 'all'): string =>
  `${pathOf('GET /api/projects', {}, language === 'all' ? {} : { language })}#staff`;

/** A read's path for the API: its key without the fragment. */
export const pathOfKey = (key: string): string => key.split('#')[0] ?? key;
