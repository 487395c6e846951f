/**
 * What each public page says of itself to search engines and link previews: its title,
 * description, image and whether it may be indexed. The pages set it in the browser
 * (useDocumentHead) and the web container's server writes it into the HTML it sends, so a
 * crawler or a chat app that runs no JavaScript sees the same head.
 */
import type { Language, Project } from '@rawi/proto';
import type { PublicTranslationKey, TranslationValues } from '../i18n/index.ts';
import type { DocumentHead } from '../lib/documentHead.ts';
import { PATHS } from './paths.ts';

export type PageHead = Omit<DocumentHead, 'language' | 'origin'>;
export type Translate = (key: PublicTranslationKey, values?: TranslationValues) => string;

export const homeHead = (t: Translate, preview = false): PageHead => ({
  title: t('seo.home.title'),
  description: t('seo.home.description'),
  path: PATHS.home,
  noIndex: preview,
  organization: true,
});

export const projectsHead = (t: Translate): PageHead => ({
  title: t('seo.projects.title'),
  description: t('seo.projects.description'),
  path: PATHS.projects,
});

/**
 * A project's address in each language: its own and its counterparts' (`translations`), or
 * nothing when it has no counterpart (no hreflang alternate then).
 */
export function projectAlternates(project: Project): Partial<Record<Language, string>> {
  const others = (project.translations ?? []).filter((other) => other.language !== project.language);
  if (others.length === 0) return {};
  return {
    [project.language]: PATHS.project(project.slug),
    ...Object.fromEntries(others.map((other) => [other.language, PATHS.project(other.slug)])),
  };
}

/** Where the language toggle leads from a project's page: its counterpart, else /projects. */
export function projectSwitchTargets(project: Project): Partial<Record<Language, string>> {
  const other: Language = project.language === 'ar' ? 'en' : 'ar';
  const counterpart = project.translations?.find((item) => item.language === other);
  return { [other]: counterpart ? PATHS.project(counterpart.slug) : PATHS.projects };
}

/** A project's page; without the project (unknown slug, draft for a visitor) 'Project Not Found'. */
export const projectHead = (t: Translate, slug: string, project: Project | null | undefined): PageHead => ({
  title: project ? t('seo.project.title', { title: project.title }) : t('seo.projectNotFound.title'),
  description: project?.briefDescription || t('seo.projects.description'),
  path: PATHS.project(slug),
  type: project ? 'article' : 'website',
  noIndex: !project || project.status !== 'active',
  ...(project?.imageUrl ? { image: project.imageUrl } : {}),
  alternates: project ? projectAlternates(project) : {},
});

export const notFoundHead = (t: Translate, path: string): PageHead => ({
  title: t('seo.notFound.title'),
  description: t('notFound.text'),
  path,
  noIndex: true,
});

/** The admin panel's pages: the site's title, never indexed. */
export const adminHead = (t: Translate, path: string): PageHead => ({
  title: t('seo.home.title'),
  description: t('seo.home.description'),
  path,
  noIndex: true,
});
