import { TEAM_CARD_EXPERTISE, type TeamMember } from '@rawi/proto';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
// A zero-width non-joiner keeps two Arabic initials as separate letters instead of one word.
const ZWNJ = '\u200C';

/** Up to two initials for the avatar shown when a member has no image. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  const joined = letters.join(ARABIC_LETTER.test(name) ? ZWNJ : '');
  return joined.toLocaleUpperCase();
}

/** At most three expertise tags (spec section 9). */
export function visibleExpertise(member: Pick<TeamMember, 'expertise'>): string[] {
  return Array.isArray(member.expertise) ? member.expertise.slice(0, TEAM_CARD_EXPERTISE) : [];
}

/** The LinkedIn link, or null when it is missing, '#', or not an http(s) address. */
export function linkedinHref(url: string | undefined): string | null {
  const value = url?.trim();
  if (!value || value === '#') return null;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** The member's image, or null to show initials. */
export function memberImage(image: string | undefined): string | null {
  const value = image?.trim();
  return value ? value : null;
}
