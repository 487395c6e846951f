import { absolute, languageUrl, type DocumentHead } from './documentHead.ts';

/**
 * The page as structured data for search engines (schema.org, in the page's language): the
 * company on the landing page, and a page's place in the site and the work it shows.
 */
export function structuredData(head: DocumentHead): Array<Record<string, unknown>> {
  const context = 'https://schema.org';
  const url = (path: string) => languageUrl(head.origin, path, head.language);
  const company = {
    '@type': 'Organization',
    name: 'Rawi',
    url: `${head.origin}/`,
    logo: `${head.origin}/favicon.svg`,
  };
  const data: Array<Record<string, unknown>> = [];
  if (head.organization) data.push({ '@context': context, ...company, description: head.description });
  if (head.breadcrumbs?.length)
    data.push({
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    });
  if (head.work) {
    const { name, description, genre, image, dateModified } = head.work;
    data.push({
      '@context': context,
      '@type': 'CreativeWork',
      name,
      description,
      url: url(head.path),
      inLanguage: head.language,
      ...(genre ? { genre } : {}),
      ...(image ? { image: absolute(head.origin, image) } : {}),
      ...(dateModified ? { dateModified } : {}),
      creator: company,
    });
  }
  return data;
}
