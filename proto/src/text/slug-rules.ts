/**
 * What a project slug may be. A slug is part of a public address, so two slugs that look the
 * same must be the same slug: every slug is stored and looked up in Unicode NFC (a letter and
 * its combining mark written as one character where Unicode has one), and slugs that would
 * still pass for another are refused: letters of two scripts (a Cyrillic `а` in `pаypal`, Latin
 * beside Arabic), and a character carrying more than one mark. Digits and hyphens go with
 * letters of any script.
 */

/** Why a slug is refused, as a key of the validation messages. */
export type SlugProblem = 'slugInvalid' | 'slugMixedScripts' | 'slugStackedMarks';

/** Words of letters and digits in any script (Arabic too, with its vowel marks) joined by hyphens. */
export const SLUG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:-[\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*$/u;

/** A character followed by combining marks: the marks Unicode could not compose into it. */
const MARKED_CHARACTER = /\P{M}\p{M}+/gu;
const MARK = /\p{M}/gu;

/**
 * True when a character carries two marks or more once decomposed, where one of them is a
 * separate combining character: `آ` (alef with madda, one character) is fine, `آ` with another
 * madda, or a letter with a damma and a shadda, is not. A letter Unicode composes whole with its
 * marks (`ệ`) is one character and fine.
 */
function hasStackedMarks(slug: string): boolean {
  return Array.from(slug.matchAll(MARKED_CHARACTER), ([marked]) => marked).some(
    (marked) => (marked.normalize('NFD').match(MARK)?.length ?? 0) > 1,
  );
}

/**
 * The scripts a slug's letters may be written in, each one alone. Chinese, Japanese and Korean
 * write one word in several of their scripts, so those count as one.
 */
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

/** The script of a letter: one of SCRIPTS, or 'other' for the scripts not listed. */
function scriptOf(letter: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other';
}

/** The slug as it is stored and looked up: Unicode NFC. */
export const normalizeSlug = (slug: string): string => slug.normalize('NFC');

/** The first reason the (NFC) slug is refused, or undefined when it may be used. */
export function slugProblem(slug: string): SlugProblem | undefined {
  if (!SLUG_PATTERN.test(slug)) return 'slugInvalid';
  if (hasStackedMarks(slug)) return 'slugStackedMarks';
  const scripts = new Set(Array.from(slug.matchAll(/\p{L}/gu), ([letter]) => scriptOf(letter)));
  if (scripts.size > 1) return 'slugMixedScripts';
  return undefined;
}

/**
 * A slug made from a title that the rules above accept: its words of letters and digits, lower
 * case, joined by hyphens; where the title mixes scripts (`مساعد Rawi للبنوك`), only the words
 * of the script most of its letters are in, and words of digits alone, are kept.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map((word) => word.replace(/^\p{M}+/u, ''))
    .filter(Boolean);
  const letters = new Map<string, number>();
  for (const word of words)
    for (const [letter] of word.matchAll(/\p{L}/gu))
      letters.set(scriptOf(letter), (letters.get(scriptOf(letter)) ?? 0) + 1);
  const dominant = [...letters.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const kept = words.filter((word) =>
    Array.from(word.matchAll(/\p{L}/gu), ([letter]) => scriptOf(letter)).every(
      (script) => script === dominant,
    ),
  );
  return normalizeSlug(kept.join('-'));
}
