import type { ImageCrop } from '@rawi/proto';

/**
 * How wide a project card's image is drawn, as its `sizes` attribute says it: one column on a
 * phone, two on a tablet, three of 400 px on a laptop. One declaration for the card and for the
 * server's preload of /projects' first card image (web/server/pageHead.ts), which must name the
 * variant the card then asks for.
 */
export const PROJECT_CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/** The card's 16:9 box: its variants are cut to it around the image's focal point (and so is the preload). */
export const PROJECT_CARD_IMAGE_CROP = 'wide' satisfies ImageCrop;
