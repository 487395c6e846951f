import { TEAM_CARD_EXPERTISE, type TeamMember } from '@rawi/proto';

/** At most three expertise tags on a card. */
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
