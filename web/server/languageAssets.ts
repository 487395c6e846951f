import type { Language } from '@rawi/proto';

/** Weights shown above the fold: body text and headings. The rest load when a page uses them. */
const PRELOADED_WEIGHTS = [400, 700];

/**
 * Each language's files: IBM Plex Sans (Latin) for English; for Arabic, IBM Plex Sans Arabic's
 * Arabic letters with its ASCII (digits, the toggle's 'EN', addresses) in one file a weight.
 */
const FONT_FILE_PREFIXES: Record<Language, readonly string[]> = {
  en: ['ibm-plex-sans-latin'],
  ar: ['ibm-plex-sans-arabic-arabic'],
};

/**
 * The font files to preload for each language, as site paths, from the build's file names
 * (`assets/<face>-<weight>-normal-<hash>.woff2`). One rule for the language bootstrap of
 * index.html and for the pages the server renders.
 */
export function preloadedFonts(assetNames: readonly string[]): Record<Language, string[]> {
  const files = (prefixes: readonly string[]) =>
    prefixes
      .flatMap((prefix) =>
        PRELOADED_WEIGHTS.flatMap((weight) =>
          assetNames.filter(
            (name) => name.startsWith(`assets/${prefix}-${weight}-normal-`) && name.endsWith('.woff2'),
          ),
        ),
      )
      .map((name) => `/${name}`);
  return { en: files(FONT_FILE_PREFIXES.en), ar: files(FONT_FILE_PREFIXES.ar) };
}

/**
 * The id of index.html's language bootstrap (web/vite/languageBootstrapPlugin.ts), which sets
 * lang, dir and these preloads in the browser where no server did (the Vite dev server); the
 * web server writes them itself and drops it.
 */
export const BOOTSTRAP_ID = 'rawi-language-bootstrap';
