import type { enAdmin } from './en/admin.ts';
import { enCommon } from './en/common.ts';
import { enPublic } from './en/public.ts';

/**
 * The English strings every visitor downloads (shared and public). The admin panel's strings
 * (./en/admin.ts) travel in the admin chunk and are registered when it loads.
 */
export const en = { ...enCommon, ...enPublic } as const;

export type PublicTranslationKey = keyof typeof en;
export type AdminTranslationKey = keyof typeof enAdmin;
export type TranslationKey = PublicTranslationKey | AdminTranslationKey;
export type PublicDictionary = Record<PublicTranslationKey, string>;
export type AdminDictionary = Record<AdminTranslationKey, string>;
export type Dictionary = Record<TranslationKey, string>;
