/**
 * The text alternative a page draws an image with: empty for an image marked decorative, else
 * the editor's alt text in the page's language, else `fallback` (content saved before alt texts
 * were asked for: a member's name, a project's title).
 */
export const imageAltOf = (
  item: { imageAlt?: string; imageDecorative?: boolean },
  fallback: string,
): string => (item.imageDecorative ? '' : item.imageAlt?.trim() || fallback);
