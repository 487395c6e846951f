import type { Language, ProjectTranslationStatus } from '@rawi/proto';
import { translationMarks, translationState } from '@rawi/kit';
import { ProjectModel } from '../models/project.ts';
import { pairMarkKey } from '../translations/translation-pairs.ts';

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
