import { useRef } from 'react';
import styled from 'styled-components';
import { useParallax } from '../../../hooks/useParallax';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { HERO_IMAGE_SIZES } from './heroImageSizes';

const Layer = styled.div<{ $from: string; $to: string }>`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: linear-gradient(135deg, ${({ $from }) => $from} 0%, ${({ $to }) => $to} 100%);
`;

/** Taller than the hero at the top, so the slower-moving image never leaves a gap. */
const ParallaxImage = styled.div`
  position: absolute;
  inset: -30% 0 0 0;
  will-change: transform;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Keeps white hero text at AA contrast over any background image. */
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.heroScrim} 0%,
    transparent 35%,
    ${({ theme }) => theme.colors.heroScrim} 100%
  );
`;

interface HeroBackdropProps {
  image: string;
  opacity: number;
  gradient: { from: string; to: string };
  parallax: boolean;
}

/**
 * The hero's background: decorative by design (the heading and subtitle over it say what the
 * page is), so it is drawn with an empty `alt` inside a layer hidden from assistive technology,
 * and no editor is asked for alt text for it. Its focal point places it as the hero cuts it.
 */
export function HeroBackdrop({ image, opacity, gradient, parallax }: HeroBackdropProps) {
  const imageLayer = useRef<HTMLDivElement>(null);
  useParallax(imageLayer, parallax);
  return (
    <Layer aria-hidden="true" $from={gradient.from} $to={gradient.to}>
      <ParallaxImage ref={imageLayer}>
        <ResponsiveImage
          src={image}
          alt=""
          style={{ opacity }}
          sizes={HERO_IMAGE_SIZES}
          width={1920}
          height={1080}
          priority
        />
      </ParallaxImage>
      <Scrim />
    </Layer>
  );
}
