import { pathOf } from '@rawi/proto';
import { projectsHead } from '../../app/pageHeads.ts';
import { readPage, type PageLoaderArgs } from '../../app/pageLoading.ts';

/** '/projects': the language's projects, with the first card's image to preload (the phone's largest). */
export function projectsLoader({ context: { api, language, t } }: PageLoaderArgs) {
  const head = projectsHead(t);
  return readPage(api, { head }, async (reader) => {
    const projects = await reader.projects(language);
    const firstImage = projects[0]?.imageUrl;
    return {
      head,
      ...(firstImage ? { preloadImage: { src: firstImage, drawnAs: 'projectCard' as const } } : {}),
      data: { [pathOf('GET /api/projects', {}, { language })]: projects },
    };
  });
}
