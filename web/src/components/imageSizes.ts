/**
 * How wide each kind of image is drawn, as its `sizes` attribute says it: one declaration for
 * the component that draws the image and the page loader that has the server preload it, so the
 * preload fetches the variant the page then asks for.
 */
export const IMAGE_SIZES = {
  /** The landing page's hero background: the whole width. */
  hero: '100vw',
  /** A project card: one column on a phone, two on a tablet, three of 400 px on a laptop. */
  projectCard: '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
} as const;
