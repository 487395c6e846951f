import {
  DEFAULT_IMAGES,
  GRADIENT_TOKEN_PATTERN,
  HERO_ALIGNMENTS,
  HERO_DEFAULTS,
  type HeroAlignment,
  type HeroData,
  type Language,
} from '@rawi/proto';
import type { TranslationKey } from '../../../i18n';
import type { Direction } from '../../../styles/theme';

export interface HeroView {
  badge: string;
  heading: string;
  subtitle: string;
  primaryCta: string;
  secondaryCta: string;
  backgroundImage: string;
  gradient: { from: string; to: string };
  /** 0 to 1. */
  imageOpacity: number;
  alignment: HeroAlignment;
  showParallax: boolean;
  showAnimations: boolean;
}

type Palette = Record<string, Record<string, string>>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The two colours a gradient token names, or the default blue gradient when the palette lacks one. */
export function gradientColours(token: unknown, palette: Palette): { from: string; to: string } {
  const parse = (value: unknown) => {
    if (typeof value !== 'string' || !GRADIENT_TOKEN_PATTERN.test(value)) return undefined;
    const [fromName, fromShade, , toName, toShade] = value.split('-');
    const from = palette[fromName ?? '']?.[fromShade ?? ''];
    const to = palette[toName ?? '']?.[toShade ?? ''];
    return from && to ? { from, to } : undefined;
  };
  const fallback = parse(HERO_DEFAULTS.gradientOverlay);
  if (!fallback)
    throw new Error(`The theme palette lacks the default gradient ${HERO_DEFAULTS.gradientOverlay}`);
  return parse(token) ?? fallback;
}

/**
 * What the hero shows: the saved content where it is set, the translated defaults and the
 * spec's default settings (opacity 30, parallax and animations on, alignment by language)
 * where it is missing or invalid.
 */
export function heroView(
  data: HeroData | null | undefined,
  language: Language,
  t: (key: TranslationKey) => string,
  palette: Palette,
): HeroView {
  const opacity = data?.imageOpacity;
  const alignment = data?.alignment;
  return {
    badge: text(data?.badgeText) ?? text(data?.badge) ?? t('hero.badge'),
    heading: text(data?.heading) ?? t('hero.heading'),
    subtitle: text(data?.subtitle) ?? t('hero.subtitle'),
    primaryCta: text(data?.primaryCTA) ?? t('hero.primaryCta'),
    secondaryCta: text(data?.secondaryCTA) ?? t('hero.secondaryCta'),
    backgroundImage: text(data?.backgroundImage) ?? DEFAULT_IMAGES.heroBackground,
    gradient: gradientColours(data?.gradientOverlay, palette),
    imageOpacity:
      (typeof opacity === 'number' && opacity >= 0 && opacity <= 100 ? opacity : HERO_DEFAULTS.imageOpacity) /
      100,
    alignment:
      alignment && HERO_ALIGNMENTS.includes(alignment) ? alignment : HERO_DEFAULTS.alignmentFor(language),
    showParallax: typeof data?.showParallax === 'boolean' ? data.showParallax : HERO_DEFAULTS.showParallax,
    showAnimations:
      typeof data?.showAnimations === 'boolean' ? data.showAnimations : HERO_DEFAULTS.showAnimations,
  };
}

export type LogicalAlignment = 'start' | 'center' | 'end';

/**
 * The hero's alignment is physical (an Arabic hero set to 'right' sits on the right). Styles are
 * mirrored in Arabic, so it is written as start/end, which the mirroring leaves alone.
 */
export function logicalAlignment(alignment: HeroAlignment, direction: Direction): LogicalAlignment {
  if (alignment === 'center') return 'center';
  const startSide = direction === 'rtl' ? 'right' : 'left';
  return alignment === startSide ? 'start' : 'end';
}
