import { isDeepStrictEqual } from 'node:util';
import type { Language, Project, ProjectTranslationStatus } from '@rawi/proto';
import { translationMarks, translationStateByText, type History } from '@rawi/kit';
import { projectKey } from '../history/project-history.ts';
import { ProjectModel } from '../models/project.ts';
import { presentProject } from '../presenters/project.ts';
import { pairMarkKey } from '../translations/translation-pairs.ts';

type PairSide = NonNullable<ProjectTranslationStatus['en']>;

/**
 * What a translator translates of a project, its image's alt text and its meta title and
 * description among it (its links and images, status and order are not text).
 */
export const TRANSLATED_FIELDS = [
  'title',
  'briefDescription',
  'description',
  'features',
  'advantages',
  'useCases',
  'category',
  'imageAlt',
  'seoTitle',
  'seoDescription',
] as const satisfies ReadonlyArray<keyof Project>;

const translatedText = (project: Project) => TRANSLATED_FIELDS.map((field) => project[field]);

/**
 * Whether the English project's text now is what it was at `at` (from its history; false when
 * that version is no longer kept).
 */
async function sourceUnchangedSince(history: History, englishId: string, at: Date): Promise<boolean> {
  const [then, now] = await Promise.all([
    history.versionAt<Project>(projectKey(englishId), at),
    ProjectModel.findById(englishId).lean(),
  ]);
  if (!then || !now) return false;
  return isDeepStrictEqual(translatedText(then.data), translatedText(presentProject(now)));
}

/** Every pair by key (English first by title), with where its Arabic version stands. */
export async function projectTranslationStatuses(history: History): Promise<ProjectTranslationStatus[]> {
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
  const statuses = await Promise.all(
    [...pairs.entries()].map(async ([translationKey, pair]) => ({
      translationKey,
      ...(await translationStateByText(
        pair.en?.at,
        pair.ar?.at,
        marks.get(pairMarkKey(translationKey)),
        (caughtUp) => sourceUnchangedSince(history, pair.en?.id ?? '', caughtUp),
      )),
      en: sideOf(pair.en),
      ar: sideOf(pair.ar),
    })),
  );
  return statuses.sort((a, b) =>
    (a.en?.title ?? a.ar?.title ?? '').localeCompare(b.en?.title ?? b.ar?.title ?? ''),
  );
}
