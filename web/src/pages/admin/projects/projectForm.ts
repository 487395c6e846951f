import * as yup from 'yup';
import {
  schemasFor,
  slugFromTitle,
  validationMessages,
  type Language,
  type Project,
  type ProjectInput,
  type ProjectStatus,
} from '@rawi/proto';
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
  /** The image's alt text in the project's language, and whether it only decorates. */
  imageAlt: string;
  imageDecorative: boolean;
  /** The page's meta title, description and Open Graph image ('' where derived). */
  seoTitle: string;
  seoDescription: string;
  ogImage: string;
  /** Shared with the project's other language version (the slug when blank). */
  translationKey: string;
  /** Scheduled times as typed in a datetime-local field: the admin's own time zone. */
  publishAt: string;
  unpublishAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value in the browser's time zone ('' when none). */
export function localInputOf(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as a UTC moment, or null when blank. */
export function isoOfLocalInput(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The admin's time zone as the form names it, e.g. 'Asia/Riyadh (GMT+3)'. */
export function timeZoneName(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -at.getTimezoneOffset();
  const hours = Math.trunc(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  const gmt = `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
  return zone ? `${zone} (${gmt})` : gmt;
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
    imageAlt: '',
    imageDecorative: false,
    seoTitle: '',
    seoDescription: '',
    ogImage: '',
    translationKey: '',
    publishAt: '',
    unpublishAt: '',
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
    imageAlt: project.imageAlt ?? '',
    imageDecorative: project.imageDecorative ?? false,
    seoTitle: project.seoTitle ?? '',
    seoDescription: project.seoDescription ?? '',
    ogImage: project.ogImage ?? '',
    translationKey: project.translationKey ?? '',
    publishAt: localInputOf(project.publishAt),
    unpublishAt: localInputOf(project.unpublishAt),
  };
}

const pairKeyOf = (project: Project) => project.translationKey ?? project.slug;

/**
 * The category the other language's versions give projects of `category`: categories are free
 * text per language, so the only mapping is what existing pairs show. '' when no pair shows one,
 * or when pairs disagree (the editor then types it).
 */
export function counterpartCategory(category: string, language: Language, projects: Project[]): string {
  const byKey = new Map(projects.filter((p) => p.language === language).map((p) => [pairKeyOf(p), p]));
  const found = new Set(
    projects
      .filter((p) => p.language !== language && p.category === category)
      .map((p) => byKey.get(pairKeyOf(p))?.category)
      .filter((other): other is string => Boolean(other)),
  );
  const [only = ''] = found;
  return found.size === 1 ? only : '';
}

/**
 * 'Create the Arabic version': a new project in `language` in the source's pair. What is not
 * text (order, links) is carried over; the text is the translator's, the category included.
 */
export function counterpartForm(source: Project, language: Language, projects: Project[]): ProjectForm {
  return {
    ...emptyProjectForm(language),
    translationKey: pairKeyOf(source),
    category: counterpartCategory(source.category, language, projects),
    sortOrder: source.sortOrder,
    imageUrl: source.imageUrl ?? '',
    // The image is the same; its alt text is the translator's to write.
    imageDecorative: source.imageDecorative ?? false,
    ogImage: source.ogImage ?? '',
    youtubeUrl: source.youtubeUrl ?? '',
  };
}

/** What POST and PUT /api/projects send: lists parsed, blank links, alt and SEO texts left out. */
export function projectInputFrom(form: ProjectForm): ProjectInput {
  const youtubeUrl = form.youtubeUrl.trim();
  const imageUrl = form.imageUrl.trim();
  const imageAlt = form.imageAlt.trim();
  const seo = {
    seoTitle: form.seoTitle.trim(),
    seoDescription: form.seoDescription.trim(),
    ogImage: form.ogImage.trim(),
  };
  const translationKey = form.translationKey.trim();
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
    ...(imageUrl && imageAlt ? { imageAlt } : {}),
    ...(imageUrl && form.imageDecorative ? { imageDecorative: true } : {}),
    ...Object.fromEntries(Object.entries(seo).filter(([, value]) => value !== '')),
    ...(translationKey ? { translationKey } : {}),
    publishAt: isoOfLocalInput(form.publishAt),
    unpublishAt: isoOfLocalInput(form.unpublishAt),
  };
}

/** A datetime-local field: blank, or a moment still ahead (the server refuses past times too). */
const localTime = (language: Language) =>
  yup
    .string()
    .optional()
    .test('time', validationMessages[language].scheduleInvalid, (v) => !v || isoOfLocalInput(v) !== null)
    .test('future', validationMessages[language].scheduleInPast, (v) => {
      const iso = v ? isoOfLocalInput(v) : null;
      return iso === null || Date.parse(iso) > Date.now();
    });

/**
 * The shared project rules with messages in the admin's language (lists are typed as text here,
 * times in the admin's own zone).
 */
export function projectFormSchema(language: Language) {
  return schemasFor(language)
    .project.omit(['features', 'advantages', 'useCases'])
    .shape({ publishAt: localTime(language), unpublishAt: localTime(language) });
}

/** A slug from a title that the slug rules accept (proto's slugFromTitle). */
export const slugify = (title: string): string => slugFromTitle(title);
