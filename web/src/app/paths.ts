/**
 * The site's addresses, which links are built from (which paths are pages is the page table's,
 * pageTable.ts; the public pages' paths are proto's, which the gateway's cache shares).
 */
import { projectPagePath, PUBLIC_PAGE_PATHS } from '@rawi/proto';

export const ADMIN_SCREENS = [
  'content',
  'hero',
  'services',
  'projects',
  'redirects',
  'team',
  'contact',
  'media',
  'users',
  'activity',
] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export const PATHS = {
  home: PUBLIC_PAGE_PATHS.landing,
  projects: PUBLIC_PAGE_PATHS.projects,
  /** In NFC, as slugs are stored: one project has one address, however its slug was typed. */
  project: (slug: string) => projectPagePath(encodeURIComponent(slug.normalize('NFC'))),
  section: (id: string) => `/#${id}`,
  admin: '/admin',
  adminLogin: '/admin/login',
  adminScreen: (screen: AdminScreen) => `/admin/${screen}`,
} as const;
