/**
 * A page's HTML from the built index.html: its language and direction on <html>, its head (the
 * built-in English one taken out), its language's font preloads and, for a page drawn on the
 * server, its markup, styles and state, with the app started after the first paint.
 */
import type { Language } from '@rawi/proto';
import { escapeHtml } from '../src/lib/documentHead.ts';
import { PUT_IN_AFTER_FIRST_PAINT } from '../src/lib/afterFirstPaint.ts';
import { LAYOUT_NEAR_SCRIPT } from '../src/lib/layoutNear.ts';
import { BOOTSTRAP_ID } from './languageAssets.ts';

const DEFAULT_HEAD = [
  /<title>[\s\S]*?<\/title>\s*/,
  /<meta\s+name="description"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:type"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:title"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:description"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:locale"[\s\S]*?\/>\s*/,
  /<meta\s+property="og:locale:alternate"[\s\S]*?\/>\s*/,
];

/** What the server rendered of a page: markup for #root, its styles and the state it used. */
export interface PageBody {
  html: string;
  styles: string;
  /** The JSON data block the browser hydrates from. */
  state: string;
}

/**
 * Where a rendered page's first script goes: straight after the charset (or the head's opening
 * tag where there is none), before any stylesheet.
 */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const HEAD_OPENING = /<head(?:\s[^>]*)?>/i;

/** The entry module script and its module preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * What starts the app on a page the server drew: the entry module, requested once the browser
 * reports the page's first contentful paint (where it cannot, two frames on), so on a slow
 * network the page's own bytes (HTML, CSS, fonts, hero image) are not shared with the script
 * before the visitor sees the page. First it puts in the form fields the page holds back until
 * then (lib/afterFirstPaint.ts). A fixed script per build: the page's CSP allows it by its hash.
 */
export function deferredEntry(indexHtml: string): string | undefined {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return undefined;
  const start = `function(){${PUT_IN_AFTER_FIRST_PAINT};setTimeout(function(){var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)},0)}`;
  return `<script>(function(start){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});return}}catch(e){}requestAnimationFrame(function(){requestAnimationFrame(start)})})(${start})</script>`;
}

/** The inline scripts a rendered page adds to index.html's (for the CSP's hashes). */
export function renderedPageScripts(indexHtml: string): string {
  return `${LAYOUT_NEAR_SCRIPT}${deferredEntry(indexHtml) ?? ''}`;
}

/**
 * index.html without its built-in English head and its language bootstrap, ready to take each
 * page's language, head (with the language's font preloads) and, when rendered, its body.
 */
export function pageTemplate(
  indexHtml: string,
  fonts: Record<Language, string[]>,
  stateElementId: string,
): (language: Language, head: string, body?: PageBody) => string {
  let template = indexHtml.replace(new RegExp(`<script id="${BOOTSTRAP_ID}">[\\s\\S]*?</script>\\s*`), '');
  for (const pattern of DEFAULT_HEAD) template = template.replace(pattern, '');
  const [before = '', after] = template.split('</head>');
  if (after === undefined) throw new Error('index.html has no </head>');
  const opening = /<html[^>]*>/;
  const emptyRoot = '<div id="root"></div>';
  if (!after.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
  const loader = deferredEntry(indexHtml);
  // A rendered page lays out below its first screen as the visitor nears it (lib/layoutNear.ts).
  const rendered = (loader ? before.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOADS, '') : before).replace(
    CHARSET.test(before) ? CHARSET : HEAD_OPENING,
    (start) => `${start}\n    ${LAYOUT_NEAR_SCRIPT}`,
  );
  const fontLinks = (language: Language) =>
    fonts[language]
      .map(
        (href) =>
          `\n    <link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`,
      )
      .join('');
  return (language, head, body) => {
    const top = (body ? rendered : before).replace(
      opening,
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    );
    // A rendered page is readable as it comes: the 'needs JavaScript' notice is for the admin panel.
    const rest = body
      ? after
          .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
          .replace(
            emptyRoot,
            () =>
              `<div id="root">${body.html}</div>\n    <script type="application/json" id="${stateElementId}">${body.state}</script>`,
          )
          .replace('</body>', () => `${loader ?? ''}\n  </body>`)
      : after;
    return `${top}${head}${fontLinks(language)}${body ? `\n    ${body.styles}` : ''}\n  </head>${rest}`;
  };
}
