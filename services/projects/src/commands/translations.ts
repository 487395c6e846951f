/**
 * Translation pairs: the language versions of one project share a `translationKey`, at most
 * one version per language. A new project without a key takes its slug, so two versions that
 * share a slug (the demo data) are a pair from the start.
 */
import mongoose from 'mongoose';
import type { Actor, Language, ProjectTranslationStatus } from '@rawi/proto';
import {
  errors,
  markTranslationInStep,
  translationMarks,
  translationState,
  withDocumentLock,
} from '@rawi/kit';
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

type PairSide = NonNullable<ProjectTranslationStatus['en']>;

/** Every pair by key (English first by title), with where its Arabic version stands. */
export async function projectTranslationStatuses(): Promise<ProjectTranslationStatus[]> {
  const records = await ProjectModel.find(
    {},
    { translationKey: 1, slug: 1, language: 1, title: 1, updatedAt: 1 },
  ).lean();
  const pairs = new Map<string, Partial<Record<Language, PairSide & { at: Date }>>>();
  for (const record of records) {
    const key = record.translationKey ?? record.slug;
    const pair = pairs.get(key) ?? {};
    pair[record.language as Language] = {
      id: record._id.toHexString(),
      slug: record.slug,
      title: record.title,
      savedAt: record.updatedAt.toISOString(),
      at: record.updatedAt,
    };
    pairs.set(key, pair);
  }
  const marks = await translationMarks([...pairs.keys()].map(pairMarkKey));
  const sideOf = (side: (PairSide & { at: Date }) | undefined): PairSide | null => {
    if (!side) return null;
    const { at: _at, ...shown } = side;
    return shown;
  };
  return [...pairs.entries()]
    .map(([translationKey, pair]) => ({
      translationKey,
      ...translationState(pair.en?.at, pair.ar?.at, marks.get(pairMarkKey(translationKey))),
      en: sideOf(pair.en),
      ar: sideOf(pair.ar),
    }))
    .sort((a, b) => (a.en?.title ?? a.ar?.title ?? '').localeCompare(b.en?.title ?? b.ar?.title ?? ''));
}

/** 'No change needed': the pair's Arabic version matches the English as it is now. */
export async function markPairInStep(
  translationKey: string,
  by: Actor | null,
): Promise<ProjectTranslationStatus> {
  const find = async () =>
    (await projectTranslationStatuses()).find((status) => status.translationKey === translationKey);
  const before = await find();
  if (!before?.en || !before.ar) throw errors.notFound('No project pair with this translation key');
  await markTranslationInStep(pairMarkKey(translationKey), by);
  return (await find()) ?? before;
}
