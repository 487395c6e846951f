import { schemasFor, type Language, type TeamMember } from '@rawi/proto';

/** The member dialog's fields; expertise is typed as comma-separated tags. */
export interface TeamMemberForm {
  name: string;
  position: string;
  image: string;
  /** The photo's alt text in the section's language, and whether it only decorates. */
  imageAlt: string;
  imageDecorative: boolean;
  bio: string;
  linkedin: string;
  expertise: string;
}

export const EMPTY_MEMBER_FORM: TeamMemberForm = {
  name: '',
  position: '',
  image: '',
  imageAlt: '',
  imageDecorative: false,
  bio: '',
  linkedin: '',
  expertise: '',
};

/** Tags separated by commas (Arabic commas too), trimmed, blanks dropped. */
export function parseExpertise(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function memberFormOf(member: TeamMember): TeamMemberForm {
  return {
    name: member.name ?? '',
    position: member.position ?? '',
    image: member.image ?? '',
    imageAlt: member.imageAlt ?? '',
    imageDecorative: member.imageDecorative ?? false,
    bio: member.bio ?? '',
    linkedin: member.linkedin ?? '',
    expertise: (member.expertise ?? []).join(', '),
  };
}

export function memberFromForm(form: TeamMemberForm): TeamMember {
  const image = form.image.trim();
  const imageAlt = form.imageAlt.trim();
  return {
    name: form.name.trim(),
    position: form.position.trim(),
    bio: form.bio.trim(),
    image,
    ...(image && imageAlt ? { imageAlt } : {}),
    ...(image && form.imageDecorative ? { imageDecorative: true } : {}),
    linkedin: form.linkedin.trim(),
    expertise: parseExpertise(form.expertise),
  };
}

/**
 * The shared team-member rules (name, position, bio required; a photo's alt text unless it is
 * decorative) with messages in the admin's language.
 */
export function memberFormSchema(language: Language) {
  return schemasFor(language).teamMember.omit(['expertise']);
}

/** Adds (index null) or replaces a member; the result is the whole list the section saves. */
export function withMember(
  members: readonly TeamMember[],
  index: number | null,
  member: TeamMember,
): TeamMember[] {
  if (index === null) return [...members, member];
  return members.map((current, i) => (i === index ? member : current));
}
