import { schemasFor, type Language, type TeamMember } from '@rawi/proto';

/** The member dialog's fields; expertise is typed as comma-separated tags. */
export interface TeamMemberForm {
  name: string;
  position: string;
  image: string;
  bio: string;
  linkedin: string;
  expertise: string;
}

export const EMPTY_MEMBER_FORM: TeamMemberForm = {
  name: '',
  position: '',
  image: '',
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
    bio: member.bio ?? '',
    linkedin: member.linkedin ?? '',
    expertise: (member.expertise ?? []).join(', '),
  };
}

export function memberFromForm(form: TeamMemberForm): TeamMember {
  return {
    name: form.name.trim(),
    position: form.position.trim(),
    bio: form.bio.trim(),
    image: form.image.trim(),
    linkedin: form.linkedin.trim(),
    expertise: parseExpertise(form.expertise),
  };
}

/** The shared team-member rules (name, position, bio required) with messages in the admin's language. */
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
