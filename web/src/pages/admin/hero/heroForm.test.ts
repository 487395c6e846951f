import { DEFAULT_IMAGES } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../i18n';
import { duplicateFor, gradientChoices, heroDataFrom, heroDefaults, heroFormFrom } from './heroForm';

describe('hero defaults', () => {
  it('resets English to the English text, left aligned, with the spec settings', () => {
    expect(heroDefaults('en')).toEqual({
      badgeText: dictionaries.en['hero.badge'],
      heading: dictionaries.en['hero.heading'],
      subtitle: dictionaries.en['hero.subtitle'],
      primaryCTA: 'Explore Services',
      secondaryCTA: 'Request Demo',
      backgroundImage: DEFAULT_IMAGES.heroBackground,
      gradientOverlay: 'blue-900-to-blue-700',
      imageOpacity: 30,
      alignment: 'left',
      showParallax: true,
      showAnimations: true,
      seo: { title: '', description: '', ogImage: '' },
      projectsSeo: { title: '', description: '', ogImage: '' },
    });
  });

  it('resets Arabic to the Arabic text, right aligned', () => {
    const arabic = heroDefaults('ar');
    expect(arabic.alignment).toBe('right');
    expect(arabic.heading).toBe(dictionaries.ar['hero.heading']);
    expect(arabic.primaryCTA).toBe(dictionaries.ar['hero.primaryCta']);
    expect(arabic.imageOpacity).toBe(30);
    expect(arabic.gradientOverlay).toBe('blue-900-to-blue-700');
  });
});

describe('hero form', () => {
  it('shows the defaults when nothing is saved yet', () => {
    expect(heroFormFrom(null, 'ar')).toEqual(heroDefaults('ar'));
  });

  it('reads the older badge field and fills missing settings with the defaults', () => {
    const form = heroFormFrom({ badge: 'Old badge', heading: 'H', imageOpacity: 140 }, 'en');
    expect(form).toMatchObject({
      badgeText: 'Old badge',
      heading: 'H',
      subtitle: '',
      imageOpacity: 30,
      alignment: 'left',
      showParallax: true,
    });
  });

  it('saves the badge as badgeText with trimmed text and a whole-number opacity', () => {
    const data = heroDataFrom({ ...heroDefaults('en'), badgeText: '  New  ', imageOpacity: 42.6 });
    expect(data.badgeText).toBe('New');
    expect(data.imageOpacity).toBe(43);
    expect(data).not.toHaveProperty('badge');
  });

  it("reads and saves the pages' SEO texts, trimmed, leaving out blank fields and a blank page", () => {
    const form = heroFormFrom({ seo: { title: 'Rawi', ogImage: '/images/og.jpg' } }, 'en');
    expect(form.seo).toEqual({ title: 'Rawi', description: '', ogImage: '/images/og.jpg' });
    expect(form.projectsSeo).toEqual({ title: '', description: '', ogImage: '' });
    const data = heroDataFrom({
      ...form,
      seo: { ...form.seo, description: '  مشاريع راوي  ' },
      projectsSeo: { title: '   ', description: '', ogImage: '' },
    });
    expect(data.seo).toEqual({ title: 'Rawi', description: 'مشاريع راوي', ogImage: '/images/og.jpg' });
    expect(data).not.toHaveProperty('projectsSeo');
  });

  it('mirrors the alignment when the section is duplicated into the other language', () => {
    expect(duplicateFor(heroDefaults('en')).alignment).toBe('right');
    expect(duplicateFor({ ...heroDefaults('en'), alignment: 'center' }).alignment).toBe('center');
  });

  it('offers the two named gradients and keeps a custom saved one', () => {
    expect(gradientChoices('blue-900-to-blue-700')).toEqual([
      'blue-900-to-blue-700',
      'slate-900-to-slate-700',
    ]);
    expect(gradientChoices('teal-900-to-teal-700')).toContain('teal-900-to-teal-700');
  });
});
