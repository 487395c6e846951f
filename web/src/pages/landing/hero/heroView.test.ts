import { DEFAULT_IMAGES } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { dictionaries, translate, type TranslationKey } from '../../../i18n';
import { themeFor } from '../../../styles/theme';
import { gradientColours, heroView, logicalAlignment } from './heroView';

const palette = themeFor('en').gradientPalette;
const tFor = (language: 'en' | 'ar') => (key: TranslationKey) => translate(dictionaries[language], key);

describe('heroView', () => {
  it('falls back to the translated defaults and the default settings when content is missing', () => {
    const hero = heroView(null, 'en', tFor('en'), palette);
    expect(hero).toMatchObject({
      heading: dictionaries.en['hero.heading'],
      primaryCta: 'Explore Services',
      secondaryCta: 'Request Demo',
      backgroundImage: DEFAULT_IMAGES.heroBackground,
      imageOpacity: 0.3,
      alignment: 'left',
      showParallax: true,
      showAnimations: true,
    });
    expect(hero.gradient).toEqual({ from: palette.blue?.['900'], to: palette.blue?.['700'] });
  });

  it('uses Arabic defaults aligned right for Arabic', () => {
    const hero = heroView(undefined, 'ar', tFor('ar'), palette);
    expect(hero.primaryCta).toBe(dictionaries.ar['hero.primaryCta']);
    expect(hero.alignment).toBe('right');
  });

  it('honours the saved content settings', () => {
    const hero = heroView(
      {
        badgeText: 'Badge',
        heading: 'Heading',
        subtitle: 'Subtitle',
        primaryCTA: 'Go',
        secondaryCTA: 'Talk',
        backgroundImage: '/api/media/files/hero.webp',
        gradientOverlay: 'slate-900-to-slate-700',
        imageOpacity: 80,
        alignment: 'center',
        showParallax: false,
        showAnimations: false,
      },
      'en',
      tFor('en'),
      palette,
    );
    expect(hero).toMatchObject({
      badge: 'Badge',
      heading: 'Heading',
      primaryCta: 'Go',
      secondaryCta: 'Talk',
      backgroundImage: '/api/media/files/hero.webp',
      gradient: { from: palette.slate?.['900'], to: palette.slate?.['700'] },
      imageOpacity: 0.8,
      alignment: 'center',
      showParallax: false,
      showAnimations: false,
    });
  });

  it('reads the older badge field and ignores blank texts', () => {
    const hero = heroView({ badge: 'Old badge', heading: '   ' }, 'en', tFor('en'), palette);
    expect(hero.badge).toBe('Old badge');
    expect(hero.heading).toBe(dictionaries.en['hero.heading']);
  });

  it('uses the default opacity when the saved one is out of range', () => {
    expect(heroView({ imageOpacity: 140 }, 'en', tFor('en'), palette).imageOpacity).toBe(0.3);
    expect(heroView({ imageOpacity: 0 }, 'en', tFor('en'), palette).imageOpacity).toBe(0);
  });

  it('uses the default gradient for a token the palette does not know', () => {
    expect(gradientColours('magenta-900-to-blue-700', palette)).toEqual(gradientColours(undefined, palette));
  });
});

describe('logicalAlignment', () => {
  it('keeps a physical side on the same side in both directions', () => {
    expect(logicalAlignment('left', 'ltr')).toBe('start');
    expect(logicalAlignment('right', 'ltr')).toBe('end');
    expect(logicalAlignment('right', 'rtl')).toBe('start');
    expect(logicalAlignment('left', 'rtl')).toBe('end');
    expect(logicalAlignment('center', 'rtl')).toBe('center');
  });
});
