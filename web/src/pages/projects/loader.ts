import { pathOf } from '@rawi/proto';
import { projectsHead } from '../../app/pageHeads.ts';
import { readPage, type PageLoaderArgs } from '../../app/pageLoading.ts';

/** '/projects': the language's projects. */
export function projectsLoader({ context: { api, language, t } }: PageLoaderArgs) {
  const head = projectsHead(t);
  return readPage(api, { head }, async (reader) => ({
    head,
    data: { [pathOf('GET /api/projects', {}, { language })]: await reader.projects(language) },
  }));
}
