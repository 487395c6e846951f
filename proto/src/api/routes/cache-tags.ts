/**
 * The gateway's cache tags, from the route table's cache rules: a kept reply's tag, its family,
 * and the tags of the projects a reply shows (`replyTags`), which their events drop.
 */
import type { CacheRule } from './route.ts';

export const projectTag = (id: string) => `project:${id}`;

/** A project pair's versions in every language share its translation key. */
export const pairTag = (translationKey: string) => `pair:${translationKey}`;

/**
 * The projects a project's reply shows: the project itself, its other language versions
 * (`translations`: one renamed or unlinked) and its pair's key (a version added to the pair).
 * Anything but a project shows none.
 */
export function projectReplyTags(reply: unknown): string[] {
  if (!reply || typeof reply !== 'object') return [];
  const { id, translationKey, translations } = reply as {
    id?: unknown;
    translationKey?: unknown;
    translations?: unknown;
  };
  if (typeof id !== 'string') return [];
  const others = Array.isArray(translations)
    ? translations.flatMap((t: { id?: unknown } | null) =>
        typeof t?.id === 'string' ? [projectTag(t.id)] : [],
      )
    : [];
  return [
    projectTag(id),
    ...others,
    ...(typeof translationKey === 'string' ? [pairTag(translationKey)] : []),
  ];
}

/** The tag a kept reply of a read with this rule carries. */
export const cacheTagOf = (rule: CacheRule, params: Readonly<Record<string, string>> = {}): string =>
  rule.key ? `${rule.family}:${rule.key(params)}` : rule.family;

/** What every tag of the rule's replies starts with: a write drops them all by it. */
export const cacheFamilyOf = (rule: CacheRule): string => (rule.key ? `${rule.family}:` : rule.family);
