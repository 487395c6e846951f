import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { objectPosition, responsiveSources, type ImageCrop } from '@rawi/proto';
import { useFocalPoint } from '../api/imageFoci';

const Picture = styled.picture`
  display: contents;
`;

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes'
> {
  src: string;
  /** What the image shows, in the page's language; empty for an image that only decorates. */
  alt: string;
  /** How wide the image is drawn, as the `sizes` attribute says it (e.g. `100vw`, `112px`). */
  sizes: string;
  /** The page's largest first-screen image: loaded at once and first. Others load when near. */
  priority?: boolean;
  /**
   * The fixed shape the image is drawn in (a team avatar, a project's 16:9 picture): its
   * variants cut to that shape around the image's focal point.
   */
  crop?: ImageCrop;
}

/**
 * An image at the size the screen needs: for a file of the media library, a `<picture>` whose
 * AVIF and WebP sources list the variants the media service made (the original stays the
 * fallback), cut to `crop` around the image's focal point, which also places it
 * (`object-position`) wherever a box cuts it further; a bundled SVG of the first screen, by its
 * WebP copies (proto's bundledRasterWidths); any other URL as it is. The `<picture>` takes no box of its own, so the image is styled and laid out exactly
 * as a plain `<img>`.
 */
export function ResponsiveImage({
  src,
  sizes,
  priority = false,
  crop,
  style,
  ...image
}: ResponsiveImageProps) {
  const focal = useFocalPoint(src);
  const sources = responsiveSources(src, crop && { crop, focal });
  const img = (
    <img
      src={src}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      style={focal ? { objectPosition: objectPosition(focal), ...style } : style}
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
