import { normalizeSlug } from '@rawi/proto';
import { projectKey } from '../../api/projectKey.ts';
import { projectHead } from '../../app/pageHeads.ts';
import { notFound, readImageFoci, readPage, type PageLoaderArgs } from '../../app/pageLoading.ts';

/**
 * '/projects/:slug': the project the public API shows under that slug (an active one), in the
 * visitor's language or, where the slug is another language's, in that language (the page is
 * then drawn in it); none is a 404 that still carries its answer (null), so the page draws at once.
 */
export async function projectLoader({ params, context: { api, language, t } }: PageLoaderArgs) {
  let slug: string;
  try {
    // The router's own match decodes the path once more, so the page reads the same slug, in
    // NFC as slugs are stored (and as the page's own read, useProject, asks for it).
    slug = normalizeSlug(decodeURIComponent(params.slug ?? ''));
  } catch {
    return notFound({ head: projectHead(t, '', undefined), data: {}, complete: true });
  }
  const key = projectKey(slug, language);
  const page = await readPage(api, { head: projectHead(t, slug, undefined) }, async (reader) => {
    const [found, foci] = await Promise.all([reader.projectBySlug(slug, language), readImageFoci(reader)]);
    const shown = found?.status === 'active' ? found : undefined;
    // A slug names its project in its own language: the page is that language's.
    if (shown && shown.language !== language)
      return { head: projectHead(t, slug, undefined), language: shown.language };
    return { head: projectHead(t, slug, shown), data: { [key]: shown ?? null, ...foci.data } };
  });
  if (page.complete && !page.language && page.data?.[key] === null) notFound(page);
  return page;
}
