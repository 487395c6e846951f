import { pathOf, type HeroData } from '@rawi/proto';
import { projectsHead } from '../../app/pageHeads.ts';
import { readImageFoci, readPage, type PageLoaderArgs } from '../../app/pageLoading.ts';

/**
 * '/projects': the language's projects, with the first card's image to preload (the phone's
 * largest), and the page's SEO texts as an editor set them (the hero section's `projectsSeo`).
 */
export function projectsLoader({ context: { api, language, t } }: PageLoaderArgs) {
  const head = projectsHead(t);
  return readPage(api, { head }, async (reader) => {
    const [projects, content, foci] = await Promise.all([
      reader.projects(language),
      reader.contentAll(language),
      readImageFoci(reader),
    ]);
    const hero = content.find((item) => item.section === 'hero') ?? null;
    const firstImage = projects[0]?.imageUrl;
    return {
      head: projectsHead(t, (hero?.data as Partial<HeroData> | undefined)?.projectsSeo),
      ...(firstImage
        ? {
            preloadImage: {
              src: firstImage,
              drawnAs: 'projectCard' as const,
              focal: foci.focalOf(firstImage),
            },
          }
        : {}),
      data: {
        [pathOf('GET /api/projects', {}, { language })]: projects,
        [pathOf('GET /api/content/{section}/{language}', { section: 'hero', language })]: hero,
        ...foci.data,
      },
    };
  });
}
