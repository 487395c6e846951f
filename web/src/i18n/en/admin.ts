import { enAdminEditors } from './admin-editors';
import { enAdminRecords } from './admin-records';
import { enAdminShell } from './admin-shell';
import { enAdminTranslations } from './admin-translations';
import { enAdminRedirects } from './admin-redirects';

/**
 * Admin panel strings, in the product's exact English wording (tests check them word for word); ../ar/admin.ts
 * has the same keys in Arabic (the type check fails while one is missing there). They are kept
 * in three files: the panel's shell, the content editors, and the record screens.
 */
export const enAdmin = {
  ...enAdminShell,
  ...enAdminEditors,
  ...enAdminRecords,
  ...enAdminTranslations,
  ...enAdminRedirects,
} as const;
