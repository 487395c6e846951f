import { arCommon } from './ar/common';
import { arPublic } from './ar/public';
import type { PublicDictionary } from './en';

/** The Arabic public strings: typed against English, so a missing key fails the type check. */
export const ar: PublicDictionary = { ...arCommon, ...arPublic };
