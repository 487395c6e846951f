/**
 * Laying out below the first screen only as a visitor nears it. On a fresh visit to a page the
 * server drew, the landing page's lower sections (and the cards of /projects below its first row,
 * components/project/ProjectList.tsx) are `content-visibility: auto`: the page's first
 * layout, which on a phone holds the main thread while the text is shaped (Arabic longer than
 * English, and longest when the page is drawn before its fonts are in and again after), covers
 * the first screen alone, and each section is laid out as it comes near the viewport.
 *
 * Where a position on the page must be exact, the whole page is laid out instead: a visit that
 * arrives at a section (/#contact), a reload or a step back or forward (a position the browser
 * restores), and from the first click on any link to a section on (the hero's and the menu's
 * anchors, or a link to /#section from another page, which the app follows itself), so the
 * sections above the target have their real heights when the browser or the landing page
 * scrolls to it.
 */

/** The class on <html> under which the lower sections wait to be laid out. */
export const LAYOUT_NEAR_CLASS = 'layout-near';

/**
 * Sets the class before the first layout and takes it away at a click on a link to a section. It
 * goes first in <head>, ahead of every stylesheet, so it never waits for one. Allowed by its hash
 * in the page's Content-Security-Policy.
 */
export const LAYOUT_NEAR_SCRIPT = `<script>(function(root){var visit=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(location.hash||(visit&&visit.type!=='navigate'))return;root.classList.add('${LAYOUT_NEAR_CLASS}');document.addEventListener('click',function layOutWhole(event){var target=event.target;if(!(target instanceof Element&&target.closest('a[href*="#"]')))return;root.classList.remove('${LAYOUT_NEAR_CLASS}');document.removeEventListener('click',layOutWhole,true)},true)})(document.documentElement)</script>`;
