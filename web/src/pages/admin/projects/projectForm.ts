import { schemasFor, type Language, type Project, type ProjectInput, type ProjectStatus } from '@rawi/proto';
import { linesText, parseLines } from '../lines';

/** The project dialog's fields; the three lists are typed one item per line. */
export interface ProjectForm {
  title: string;
  slug: string;
  language: Language;
  category: string;
  status: ProjectStatus;
  sortOrder: number | string;
  briefDescription: string;
  description: string;
  features: string;
  advantages: string;
  useCases: string;
  youtubeUrl: string;
  imageUrl: string;
}

export function emptyProjectForm(language: Language): ProjectForm {
  return {
    title: '',
    slug: '',
    language,
    category: '',
    status: 'active',
    sortOrder: 0,
    briefDescription: '',
    description: '',
    features: '',
    advantages: '',
    useCases: '',
    youtubeUrl: '',
    imageUrl: '',
  };
}

export function projectFormOf(project: Project): ProjectForm {
  return {
    title: project.title,
    slug: project.slug,
    language: project.language,
    category: project.category,
    status: project.status,
    sortOrder: project.sortOrder,
    briefDescription: project.briefDescription,
    description: project.description,
    features: linesText(project.features),
    advantages: linesText(project.advantages),
    useCases: linesText(project.useCases),
    youtubeUrl: project.youtubeUrl ?? '',
    imageUrl: project.imageUrl ?? '',
  };
}

/** What POST and PUT /api/projects send: lists parsed, blank links left out. */
export function projectInputFrom(form: ProjectForm): ProjectInput {
  const youtubeUrl = form.youtubeUrl.trim();
  const imageUrl = form.imageUrl.trim();
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    language: form.language,
    category: form.category.trim(),
    status: form.status,
    sortOrder: typeof form.sortOrder === 'number' ? form.sortOrder : Number(form.sortOrder || 0),
    briefDescription: form.briefDescription.trim(),
    description: form.description.trim(),
    features: parseLines(form.features),
    advantages: parseLines(form.advantages),
    useCases: parseLines(form.useCases),
    ...(youtubeUrl ? { youtubeUrl } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/** The shared project rules with messages in the admin's language (lists are typed as text here). */
export function projectFormSchema(language: Language) {
  return schemasFor(language).project.omit(['features', 'advantages', 'useCases']);
}

/** A slug from a title: letters and numbers of any script, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
