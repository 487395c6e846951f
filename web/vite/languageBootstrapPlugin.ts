import { STORAGE_KEYS } from '@rawi/proto';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Weights shown above the fold: body text and headings. The rest load on demand. */
const PRELOADED_WEIGHTS = [400, 700];
const BOOTSTRAP_MARKER = '<!-- rawi:language-bootstrap -->';
const FONT_FILE_PREFIX = {
  en: 'ibm-plex-sans-latin',
  ar: 'ibm-plex-sans-arabic-arabic',
} as const;

function fontFiles(bundle: OutputBundle | undefined, prefix: string): string[] {
  if (!bundle) return [];
  const names = Object.keys(bundle);
  return PRELOADED_WEIGHTS.flatMap((weight) =>
    names.filter((name) => name.startsWith(`assets/${prefix}-${weight}-normal-`) && name.endsWith('.woff2')),
  ).map((name) => `/${name}`);
}

/**
 * Sets <html lang dir> before the first paint (no left-to-right flash for Arabic visitors) and
 * preloads the two font files the visitor's language needs. The language is resolved exactly as
 * LanguageProvider does: ?lang= first, then the stored choice, else English.
 */
export function languageBootstrapPlugin(): Plugin {
  return {
    name: 'rawi-language-bootstrap',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const fonts = {
          en: fontFiles(ctx.bundle, FONT_FILE_PREFIX.en),
          ar: fontFiles(ctx.bundle, FONT_FILE_PREFIX.ar),
        };
        const script = `(function () {
  var fonts = ${JSON.stringify(fonts)};
  var lang = 'en';
  try {
    var fromUrl = new URLSearchParams(location.search).get('lang');
    var stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
    lang = fromUrl === 'ar' || fromUrl === 'en' ? fromUrl : stored === 'ar' ? 'ar' : 'en';
  } catch (e) {
    // Storage can be blocked by privacy settings; English is the default then.
  }
  var html = document.documentElement;
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  fonts[lang].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
        // Right after <meta charset> and viewport: before any stylesheet, which would hold it up.
        if (!html.includes(BOOTSTRAP_MARKER)) throw new Error(`index.html lacks ${BOOTSTRAP_MARKER}`);
        return html.replace(BOOTSTRAP_MARKER, `<script>${script}</script>`);
      },
    },
  };
}
