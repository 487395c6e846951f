import { pathOf, CONTENT_SECTIONS, DEFAULT_IMAGES, type ContentItem, type HeroData } from '@rawi/proto';
import { homeHead } from '../../app/pageHeads.ts';
import { readImageFoci, readPage, type PageLoaderArgs } from '../../app/pageLoading.ts';

const heroData = (content: ContentItem[]) =>
  content.find((item) => item.section === 'hero')?.data as Partial<HeroData> | undefined;

/** The hero background the landing page will show (the demo's when none is saved). */
function heroImage(content: ContentItem[]): string {
  const image = heroData(content)?.backgroundImage;
  return typeof image === 'string' && image.trim() ? image.trim() : DEFAULT_IMAGES.heroBackground;
}

/** '/': every section of the language and its projects, with the hero image to preload. */
export function landingLoader({ context: { api, language, t } }: PageLoaderArgs) {
  const head = homeHead(t);
  return readPage(
    api,
    { head, preloadImage: { src: DEFAULT_IMAGES.heroBackground, drawnAs: 'hero' } },
    async (reader) => {
      const [content, projects, foci] = await Promise.all([
        reader.contentAll(language),
        reader.projects(language),
        readImageFoci(reader),
      ]);
      const data: Record<string, unknown> = {
        [pathOf('GET /api/projects', {}, { language })]: projects,
        ...foci.data,
      };
      for (const section of CONTENT_SECTIONS)
        data[pathOf('GET /api/content/{section}/{language}', { section, language })] =
          content.find((item) => item.section === section) ?? null;
      return {
        head: homeHead(t, false, heroData(content)?.seo),
        preloadImage: { src: heroImage(content), drawnAs: 'hero' },
        data,
      };
    },
  );
}
