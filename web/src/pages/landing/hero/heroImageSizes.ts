/**
 * How wide the landing hero's background is drawn (the whole width), for the image and for the
 * server's preload of it (web/server/pageHead.ts), which must name the variant the page then
 * asks for.
 */
export const HERO_IMAGE_SIZES = '100vw';
