import { arCommon } from './ar/common.ts';
import { arPublic } from './ar/public.ts';
import type { PublicDictionary } from './en.ts';

/** The Arabic public strings: typed against English, so a missing key fails the type check. */
export const ar: PublicDictionary = { ...arCommon, ...arPublic };
