/**
 * /robots.txt and /sitemap.xml, the latter from the public API's active projects.
 */
import { LANGUAGES, type Language } from '@rawi/proto';
import type { PublicReads } from '../src/app/pageLoading.ts';
import { PATHS } from '../src/app/paths.ts';
import { escapeHtml } from '../src/lib/documentHead.ts';

interface SitemapEntry {
  path: string;
  language: Language;
  updated?: string;
  /** The page's address in each language (hreflang alternates), when it has more than one. */
  alternates?: Partial<Record<Language, string>>;
}

/**
 * /sitemap.xml: the public pages in both languages and every active project in its language; a
 * page in two languages lists both addresses as `xhtml:link` alternates (a project its
 * counterpart's real address, by translation key; none when it has no active counterpart).
 */
export async function sitemap(api: Pick<PublicReads, 'projects'>, origin: string): Promise<string> {
  const projects = (await api.projects()).filter((project) => project.status === 'active');
  const byKey = new Map<string, Partial<Record<Language, string>>>();
  for (const project of projects) {
    const key = project.translationKey ?? project.slug;
    byKey.set(key, { ...byKey.get(key), [project.language]: PATHS.project(project.slug) });
  }
  const pairOf = (key: string) => {
    const paths = byKey.get(key) ?? {};
    return Object.keys(paths).length > 1 ? paths : undefined;
  };
  const entries: SitemapEntry[] = [
    ...[PATHS.home, PATHS.projects].flatMap((path) =>
      LANGUAGES.map((language) => ({ path, language, alternates: { en: path, ar: path } })),
    ),
    ...projects.map((project) => {
      const alternates = pairOf(project.translationKey ?? project.slug);
      return {
        path: PATHS.project(project.slug),
        language: project.language,
        updated: project.updatedAt,
        ...(alternates ? { alternates } : {}),
      };
    }),
  ];
  const link = (path: string, language: Language) => escapeHtml(`${origin}${path}?lang=${language}`);
  const url = ({ path, language, updated, alternates }: SitemapEntry) =>
    `  <url><loc>${link(path, language)}</loc>${updated ? `<lastmod>${updated.slice(0, 10)}</lastmod>` : ''}${LANGUAGES.flatMap(
      (other) => {
        const href = alternates?.[other];
        return href ? [`<xhtml:link rel="alternate" hreflang="${other}" href="${link(href, other)}"/>`] : [];
      },
    ).join('')}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(url).join('\n')}\n</urlset>\n`;
}

export const robots = (origin: string) =>
  `User-agent: *\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
