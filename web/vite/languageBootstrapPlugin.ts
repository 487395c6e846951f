import { STORAGE_KEYS } from '@rawi/proto';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { BOOTSTRAP_ID, preloadedFonts } from '../server/languageAssets.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const BOOTSTRAP_MARKER = '<!-- rawi:language-bootstrap -->';

const assetNames = (bundle: OutputBundle | undefined) => (bundle ? Object.keys(bundle) : []);

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
        const fonts = preloadedFonts(assetNames(ctx.bundle));
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
        return html.replace(BOOTSTRAP_MARKER, `<script id="${BOOTSTRAP_ID}">${script}</script>`);
      },
    },
  };
}
