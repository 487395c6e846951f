/**
 * A page's head as HTML: its title, description, canonical, hreflang, Open Graph, Twitter card
 * (and Organization JSON-LD on '/'), with a preload of the first screen's largest image, so a
 * crawler, a link preview and the first byte are right in both languages.
 */
import { responsiveSources, type ImageCrop, type Language } from '@rawi/proto';
import type { LoadedPage, PreloadImage } from '../src/app/pageLoading.ts';
import {
  PROJECT_CARD_IMAGE_CROP,
  PROJECT_CARD_IMAGE_SIZES,
} from '../src/components/project/cardImageSizes.ts';
import { HERO_IMAGE_SIZES } from '../src/pages/landing/hero/heroImageSizes.ts';
import { escapeHtml } from '../src/lib/documentHead.ts';
import { headHtml } from '../src/lib/headHtml.ts';

/** The `sizes` each image is drawn at, as its component declares them (kept out of the loaders, which the browser's build also bundles). */
const SIZES: Record<PreloadImage['drawnAs'], string> = {
  hero: HERO_IMAGE_SIZES,
  projectCard: PROJECT_CARD_IMAGE_SIZES,
};

/** The shape each image's variants are cut to, as its component draws it (none: the whole image). */
const CROPS: Record<PreloadImage['drawnAs'], ImageCrop | undefined> = {
  hero: undefined,
  projectCard: PROJECT_CARD_IMAGE_CROP,
};

/**
 * A high-priority preload of the first screen's largest image, as the page will ask for it: a
 * library image by its AVIF variants (cut as the page cuts them, around its focal point) at the
 * width the page draws it (a browser without AVIF skips the hint), a bundled SVG by its WebP
 * copies, any other by its URL.
 */
function preloadHtml({ src, drawnAs, focal }: PreloadImage): string {
  const sizes = SIZES[drawnAs];
  const crop = CROPS[drawnAs];
  // A library image's AVIF variants, else the one set of sources an image has (a bundled SVG's
  // WebP copies).
  const sources = responsiveSources(src, crop && { crop, focal });
  const source = sources?.find((candidate) => candidate.type === 'image/avif') ?? sources?.[0];
  return source
    ? `    <link rel="preload" as="image" type="${source.type}" imagesrcset="${escapeHtml(source.srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`
    : `    <link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`;
}

export function renderHead(
  page: Pick<LoadedPage, 'head' | 'preloadImage'>,
  language: Language,
  origin: string,
): string {
  const head = headHtml({ ...page.head, language, origin });
  return page.preloadImage ? `${head}\n${preloadHtml(page.preloadImage)}` : head;
}
