import type { Language } from '@rawi/proto';
import { arAdmin } from './ar/admin';
import type { AdminDictionary } from './en';
import { enAdmin } from './en/admin';

/**
 * The admin panel's strings in both languages. Only the admin chunk imports this module
 * (src/app/routes.tsx registers it when the panel loads), so visitors never download them.
 */
export const adminDictionaries: Record<Language, AdminDictionary> = { en: enAdmin, ar: arAdmin };
