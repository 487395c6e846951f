import type { enAdmin } from '../en/admin';
import { arAdminEditors } from './admin-editors';
import { arAdminRecords } from './admin-records';
import { arAdminShell } from './admin-shell';
import { arAdminTranslations } from './admin-translations';
import { arAdminRedirects } from './admin-redirects';

/** The admin panel's strings in Arabic, the same keys as ../en/admin.ts (in the same three files). */
export const arAdmin: Record<keyof typeof enAdmin, string> = {
  ...arAdminShell,
  ...arAdminEditors,
  ...arAdminRecords,
  ...arAdminTranslations,
  ...arAdminRedirects,
};
