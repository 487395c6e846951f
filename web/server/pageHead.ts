/**
 * A page's head as HTML: its title, description, canonical, hreflang, Open Graph, Twitter card
 * (and Organization JSON-LD on '/'), with a preload of the first screen's largest image, so a
 * crawler, a link preview and the first byte are right in both languages.
 */
import { responsiveSources, type Language } from '@rawi/proto';
import type { LoadedPage } from '../src/app/pageLoading.ts';
import { escapeHtml, headHtml } from '../src/lib/documentHead.ts';

/**
 * A high-priority preload of the hero image, as the page will ask for it: a library image by
 * its AVIF variants at the viewport's width (a browser without AVIF skips the hint), any other
 * by its URL.
 */
function preloadHtml(image: string): string {
  const avif = responsiveSources(image)?.find((source) => source.type === 'image/avif');
  return avif
    ? `    <link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(avif.srcSet)}" imagesizes="100vw" fetchpriority="high" />`
    : `    <link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`;
}

export function renderHead(
  page: Pick<LoadedPage, 'head' | 'preloadImage'>,
  language: Language,
  origin: string,
): string {
  const head = headHtml({ ...page.head, language, origin });
  return page.preloadImage ? `${head}\n${preloadHtml(page.preloadImage)}` : head;
}
