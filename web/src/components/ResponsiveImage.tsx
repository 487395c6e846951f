import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { responsiveSources } from '@rawi/proto';

const Picture = styled.picture`
  display: contents;
`;

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes'
> {
  src: string;
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute says it (e.g. `100vw`, `112px`). */
  sizes: string;
  /** The page's largest first-screen image: loaded at once and first. Others load when near. */
  priority?: boolean;
}

/**
 * An image at the size the screen needs: for a file of the media library, a `<picture>` whose
 * AVIF and WebP sources list the variants the media service made (the original stays the
 * fallback); any other URL (the demo's SVGs) is shown as it is. The `<picture>` takes no box of
 * its own, so the image is styled and laid out exactly as a plain `<img>`.
 */
export function ResponsiveImage({ src, sizes, priority = false, ...image }: ResponsiveImageProps) {
  const sources = responsiveSources(src);
  const img = (
    <img
      src={src}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...image}
    />
  );
  if (!sources) return img;
  return (
    <Picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </Picture>
  );
}
