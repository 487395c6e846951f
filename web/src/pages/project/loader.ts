import { normalizeSlug, pathOf } from '@rawi/proto';
import { projectHead } from '../../app/pageHeads.ts';
import { notFound, readPage, type PageLoaderArgs } from '../../app/pageLoading.ts';

/**
 * '/projects/:slug': the project the public API shows under that slug in the language (an
 * active one); none is a 404 that still carries its answer (null), so the page draws at once.
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
  const key = pathOf('GET /api/projects/slug/{slug}', { slug }, { language });
  const page = await readPage(api, { head: projectHead(t, slug, undefined) }, async (reader) => {
    const found = await reader.projectBySlug(slug, language);
    const shown = found?.status === 'active' ? found : undefined;
    return { head: projectHead(t, slug, shown), data: { [key]: shown ?? null } };
  });
  if (page.complete && page.data?.[key] === null) notFound(page);
  return page;
}
