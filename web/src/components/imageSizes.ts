/**
 * How wide each kind of image is drawn, as its `sizes` attribute says it: one declaration for
 * the component that draws the image and the page loader that has the server preload it, so the
 * preload fetches the variant the page then asks for. Plain strings, one export each: the build
 * writes each where it is used, so the first screen's script carries only the hero's.
 */

/** The landing page's hero background: the whole width. */
export const HERO_IMAGE_SIZES = '100vw';

/** A project card: one column on a phone, two on a tablet, three of 400 px on a laptop. */
export const PROJECT_CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
