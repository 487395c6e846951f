/**
 * Translation pairs: the language versions of one project share a `translationKey`, at most
 * one version per language. A new project without a key takes its slug, so two versions that
 * share a slug (the demo data) are a pair from the start.
 */
import mongoose from 'mongoose';
import type { Language } from '@rawi/proto';
import { errors, withDocumentLock } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';

const TRANSLATION_TAKEN = 'This project already has a version in this language';

/** The mark's key of one pair. */
export const pairMarkKey = (translationKey: string) => `project:${translationKey}`;

/**
 * Refuses a key another project already uses in that language (a pair holds one version per
 * language). `exceptId` is the project being saved.
 */
export async function assertTranslationFree(
  language: Language,
  translationKey: string,
  exceptId?: string,
): Promise<void> {
  const taken = await ProjectModel.exists({
    language,
    translationKey,
    ...(exceptId ? { _id: mongoose.trusted({ $ne: exceptId }) } : {}),
  });
  if (taken) throw errors.conflict(TRANSLATION_TAKEN, { translationKey: TRANSLATION_TAKEN });
}

/**
 * Runs the check that a pair has no version in `language` yet and the write that adds one, with
 * that place in the pair to themselves (two editors adding the Arabic version at once: one wins,
 * the other gets 409), where writes are serialised in the process.
 */
export function inPair<T>(language: Language, translationKey: string | undefined, steps: () => Promise<T>) {
  return translationKey ? withDocumentLock(`pair:${language}:${translationKey}`, steps) : steps();
}
