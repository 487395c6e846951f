/**
 * What an address no page takes answers, in the visitor's language first, then in the other:
 * a redirect's target (followed to its end, should a chain not have collapsed yet), a deleted or
 * unpublished project's published counterpart, 410 for such a project without one, or nothing.
 */
import {
  LANGUAGES,
  projectPagePath,
  projectSlugOfPath,
  type Language,
  type RedirectLookup,
} from '@rawi/proto';
import { GoneAddressModel, RedirectModel, redirectId } from '../models/redirect.ts';
import { ProjectModel } from '../models/project.ts';

/** Hops followed at most; chains collapse on every write, so more means a loop. */
const MAX_HOPS = 10;

/** A site path as a Location: each segment percent-encoded, with the language it names. */
export function locationOf(path: string, language: Language): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${encoded}?lang=${language}`;
}

const otherLanguages = (language: Language) => LANGUAGES.filter((other) => other !== language);

/** The published version of a pair in another language than `language`, if any. */
async function publishedCounterpart(translationKey: string, language: Language) {
  for (const other of otherLanguages(language)) {
    const found = await ProjectModel.findOne(
      { translationKey, language: other, status: 'active' },
      { slug: 1, language: 1 },
    ).lean();
    if (found) return found;
  }
  return undefined;
}

/**
 * What a project address answers: `live` when a published project holds it, its counterpart's
 * page (301) or gone (410) when the project holding it was deleted or is unpublished, undefined
 * when it is no project's address.
 */
async function projectAddress(
  path: string,
  language: Language,
): Promise<RedirectLookup | 'live' | undefined> {
  const slug = projectSlugOfPath(path);
  if (slug === undefined) return undefined;
  const held = await ProjectModel.findOne(
    { language, slug },
    { status: 1, translationKey: 1, slug: 1 },
  ).lean();
  if (held?.status === 'active') return 'live';
  const translationKey = held
    ? (held.translationKey ?? held.slug)
    : (await GoneAddressModel.findById(redirectId(language, path)).lean())?.translationKey;
  if (!translationKey) return undefined;
  const counterpart = await publishedCounterpart(translationKey, language);
  return counterpart
    ? {
        outcome: 'moved',
        location: locationOf(projectPagePath(counterpart.slug), counterpart.language as Language),
      }
    : { outcome: 'gone' };
}

async function inLanguage(from: string, language: Language): Promise<RedirectLookup> {
  let path = from;
  let first: string | undefined;
  const seen = new Set([from]);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const redirect = await RedirectModel.findById(redirectId(language, path), { to: 1 }).lean();
    if (!redirect || seen.has(redirect.to)) break;
    first ??= redirect._id;
    path = redirect.to;
    seen.add(path);
  }
  if (first === undefined) {
    const own = await projectAddress(from, language);
    return own && own !== 'live' ? own : { outcome: 'none' };
  }
  // The end of the chain: a project's page that is gone or unpublished answers as such.
  const end = await projectAddress(path, language);
  if (end && end !== 'live' && end.outcome === 'gone') return end;
  const location = end && end !== 'live' ? end.location : undefined;
  return { outcome: 'moved', location: location ?? locationOf(path, language), id: first };
}

/** The answer for `from` (a decoded site path), the visitor's language first. */
export async function lookUpRedirect(from: string, language: Language): Promise<RedirectLookup> {
  for (const each of [language, ...otherLanguages(language)]) {
    const found = await inLanguage(from, each);
    if (found.outcome !== 'none') return found;
  }
  return { outcome: 'none' };
}
