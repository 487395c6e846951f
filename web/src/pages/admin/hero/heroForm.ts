import {
  DEFAULT_IMAGES,
  HERO_ALIGNMENTS,
  HERO_DEFAULTS,
  HERO_GRADIENTS,
  type HeroAlignment,
  type HeroData,
  type Language,
  type PageSeo,
} from '@rawi/proto';
import { emptySeoForm, type SeoForm } from '../../../components/admin/seo/SeoFields';
import { dictionaries } from '../../../i18n';

/** Everything the hero editor edits; text fields are never undefined in the form. */
export interface HeroForm {
  badgeText: string;
  heading: string;
  subtitle: string;
  primaryCTA: string;
  secondaryCTA: string;
  backgroundImage: string;
  gradientOverlay: string;
  imageOpacity: number;
  alignment: HeroAlignment;
  showParallax: boolean;
  showAnimations: boolean;
  /** The landing page's and the projects page's SEO texts and image ('' where derived). */
  seo: SeoForm;
  projectsSeo: SeoForm;
}

/**
 * 'Reset to Defaults': the built-in text of the language (the same text the
 * public hero falls back to), the default background, blue gradient, opacity 30, alignment
 * left for English and right for Arabic, parallax and animations on.
 */
export function heroDefaults(language: Language): HeroForm {
  const text = dictionaries[language];
  return {
    badgeText: text['hero.badge'],
    heading: text['hero.heading'],
    subtitle: text['hero.subtitle'],
    primaryCTA: text['hero.primaryCta'],
    secondaryCTA: text['hero.secondaryCta'],
    backgroundImage: DEFAULT_IMAGES.heroBackground,
    gradientOverlay: HERO_DEFAULTS.gradientOverlay,
    imageOpacity: HERO_DEFAULTS.imageOpacity,
    alignment: HERO_DEFAULTS.alignmentFor(language),
    showParallax: HERO_DEFAULTS.showParallax,
    showAnimations: HERO_DEFAULTS.showAnimations,
    seo: emptySeoForm(),
    projectsSeo: emptySeoForm(),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const seoFormFrom = (seo: PageSeo | undefined): SeoForm => ({
  title: text(seo?.title),
  description: text(seo?.description),
  ogImage: text(seo?.ogImage),
});

/** The SEO texts and image an editor set, trimmed; none when every field is blank. */
export function pageSeoFrom(form: SeoForm): PageSeo | undefined {
  const seo = Object.fromEntries(
    Object.entries(form)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as PageSeo;
  return Object.keys(seo).length > 0 ? seo : undefined;
}

/** The form for saved hero content; with nothing saved yet, the defaults the public hero shows. */
export function heroFormFrom(data: HeroData | null | undefined, language: Language): HeroForm {
  const defaults = heroDefaults(language);
  if (!data) return defaults;
  const opacity = data.imageOpacity;
  return {
    badgeText: text(data.badgeText) || text(data.badge),
    heading: text(data.heading),
    subtitle: text(data.subtitle),
    primaryCTA: text(data.primaryCTA),
    secondaryCTA: text(data.secondaryCTA),
    backgroundImage: text(data.backgroundImage),
    gradientOverlay: text(data.gradientOverlay) || defaults.gradientOverlay,
    imageOpacity:
      typeof opacity === 'number' && opacity >= 0 && opacity <= 100 ? opacity : defaults.imageOpacity,
    alignment:
      data.alignment && HERO_ALIGNMENTS.includes(data.alignment) ? data.alignment : defaults.alignment,
    showParallax: typeof data.showParallax === 'boolean' ? data.showParallax : defaults.showParallax,
    showAnimations: typeof data.showAnimations === 'boolean' ? data.showAnimations : defaults.showAnimations,
    seo: seoFormFrom(data.seo),
    projectsSeo: seoFormFrom(data.projectsSeo),
  };
}

/** What 'Save Changes' sends: the badge under its current name, blank texts trimmed, blank SEO left out. */
export function heroDataFrom(form: HeroForm): HeroData {
  const seo = pageSeoFrom(form.seo);
  const projectsSeo = pageSeoFrom(form.projectsSeo);
  return {
    badgeText: form.badgeText.trim(),
    heading: form.heading.trim(),
    subtitle: form.subtitle.trim(),
    primaryCTA: form.primaryCTA.trim(),
    secondaryCTA: form.secondaryCTA.trim(),
    backgroundImage: form.backgroundImage.trim(),
    gradientOverlay: form.gradientOverlay,
    imageOpacity: Math.round(form.imageOpacity),
    alignment: form.alignment,
    showParallax: form.showParallax,
    showAnimations: form.showAnimations,
    ...(seo ? { seo } : {}),
    ...(projectsSeo ? { projectsSeo } : {}),
  };
}

/**
 * 'Duplicate Section' copies the form into the other language. Alignment is physical, so a
 * hero at the reading start in one language stays at the reading start in the other.
 */
export function duplicateFor(form: HeroForm): HeroForm {
  const mirrored: Record<HeroAlignment, HeroAlignment> = { left: 'right', right: 'left', center: 'center' };
  return { ...form, alignment: mirrored[form.alignment] };
}

/** The gradient choices: the two named gradients, plus a custom token already saved. */
export function gradientChoices(current: string): string[] {
  const named: readonly string[] = HERO_GRADIENTS;
  return named.includes(current) || current === '' ? [...named] : [...named, current];
}
