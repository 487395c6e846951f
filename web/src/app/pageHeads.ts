/**
 * What each public page says of itself to search engines and link previews: its title,
 * description, image and whether it may be indexed. The pages set it in the browser
 * (useDocumentHead) and the web container's server writes it into the HTML it sends, so a
 * crawler or a chat app that runs no JavaScript sees the same head.
 */
import type { Language, PageSeo, Project } from '@rawi/proto';
import type { PublicTranslationKey, TranslationValues } from '../i18n/index.ts';
import type { DocumentHead } from '../lib/documentHead.ts';
import { PATHS } from './paths.ts';

export type PageHead = Omit<DocumentHead, 'language' | 'origin'>;
export type Translate = (key: PublicTranslationKey, values?: TranslationValues) => string;

/** An editor's text, or nothing when blank (the page's derived text is used then). */
const given = (text: string | undefined): string | undefined => text?.trim() || undefined;

/** The Open Graph image an editor set, else the page's own (none when neither). */
const imageOf = (...images: Array<string | undefined>) => {
  const image = images.map(given).find(Boolean);
  return image ? { image } : {};
};

/** The landing page: the hero section's `seo` where an editor set it, else the site's texts. */
export const homeHead = (t: Translate, preview = false, seo?: PageSeo): PageHead => ({
  title: given(seo?.title) ?? t('seo.home.title'),
  description: given(seo?.description) ?? t('seo.home.description'),
  path: PATHS.home,
  noIndex: preview,
  organization: true,
  ...imageOf(seo?.ogImage),
});

/** /projects: the hero section's `projectsSeo` where an editor set it, else the site's texts. */
export const projectsHead = (t: Translate, seo?: PageSeo): PageHead => ({
  title: given(seo?.title) ?? t('seo.projects.title'),
  description: given(seo?.description) ?? t('seo.projects.description'),
  path: PATHS.projects,
  ...imageOf(seo?.ogImage),
  breadcrumbs: [
    { name: t('nav.home'), path: PATHS.home },
    { name: t('nav.projects'), path: PATHS.projects },
  ],
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

/**
 * A project's page: its meta title, description and Open Graph image where an editor set them,
 * else its title, brief description and image; its place in the site and the project itself as
 * structured data. Without the project (unknown slug, draft for a visitor) 'Project Not Found'.
 */
export function projectHead(t: Translate, slug: string, project: Project | null | undefined): PageHead {
  if (!project)
    return {
      title: t('seo.projectNotFound.title'),
      description: t('seo.projects.description'),
      path: PATHS.project(slug),
      type: 'website',
      noIndex: true,
      alternates: {},
    };
  const description =
    given(project.seoDescription) ?? (project.briefDescription || t('seo.projects.description'));
  const image = imageOf(project.ogImage, project.imageUrl);
  return {
    title: given(project.seoTitle) ?? t('seo.project.title', { title: project.title }),
    description,
    path: PATHS.project(slug),
    type: 'article',
    noIndex: project.status !== 'active',
    ...image,
    alternates: projectAlternates(project),
    breadcrumbs: [
      { name: t('nav.home'), path: PATHS.home },
      { name: t('nav.projects'), path: PATHS.projects },
      { name: project.title, path: PATHS.project(slug) },
    ],
    work: {
      name: project.title,
      description,
      ...(project.category ? { genre: project.category } : {}),
      ...image,
      dateModified: project.updatedAt,
    },
  };
}

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
