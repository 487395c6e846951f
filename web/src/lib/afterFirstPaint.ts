/**
 * Form fields kept out of a server-drawn page until its first paint.
 *
 * As soon as a page is parsed (DOMContentLoaded), Chromium's form filling (autofill) looks at the
 * page's fields, and to do so lays the page out there and then. On the landing page that came
 * before the fonts were in, in about half the loads on a phone-sized window: the page was laid
 * out in the system's fonts (with a font look-up in the browser process for each face and size,
 * about 190 in Arabic and 60 in English) and again when the fonts came, both on the main thread
 * while the page loaded. Without fields at that moment the page is first laid out in the first
 * frame, which Chromium holds back a little for the fonts the page preloads.
 *
 * So the server draws such fields inside `<noscript AFTER_FIRST_PAINT_ATTRIBUTE>`: a browser
 * without scripting shows them as they are (the form posts without JavaScript), a browser with
 * scripting keeps them as text until the page's loader (web/server/pageTemplate.ts) puts them in
 * at the first paint, before it asks for the app's code, which then hydrates them in place.
 */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/**
 * The loader's step (inline script source, ES5): every such `<noscript>` replaced by its markup.
 * Text in the markup is escaped by React, so the first `</noscript>` ends it.
 */
export const PUT_IN_AFTER_FIRST_PAINT = `var held=document.querySelectorAll('noscript[${AFTER_FIRST_PAINT_ATTRIBUTE}]');for(var i=0;i<held.length;i++){var markup=document.createElement('template');markup.innerHTML=held[i].textContent;held[i].parentNode.replaceChild(markup.content,held[i])}`;
