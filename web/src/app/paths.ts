/**
 * The site's addresses, which links are built from (which paths are pages is the page table's,
 * pageTable.ts; the public pages' paths are proto's, which the gateway's cache shares).
 */
import { projectPagePath, PUBLIC_PAGE_PATHS } from '@rawi/proto';
import type { AdminScreenPath } from '../pages/admin/screens.ts';

/** An admin screen's path under /admin (the screens are declared in pages/admin/screens.ts). */
export type AdminScreen = AdminScreenPath;

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
