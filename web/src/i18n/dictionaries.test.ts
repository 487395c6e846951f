import { describe, expect, it } from 'vitest';
import { adminDictionaries } from './adminDictionaries';
import { dictionaries, textsFor, translate } from './index';

const all = {
  en: { ...dictionaries.en, ...adminDictionaries.en },
  ar: { ...dictionaries.ar, ...adminDictionaries.ar },
};

describe('dictionaries', () => {
  it('have the same keys in English and Arabic, public and admin', () => {
    expect(Object.keys(dictionaries.ar).sort()).toEqual(Object.keys(dictionaries.en).sort());
    expect(Object.keys(all.ar).sort()).toEqual(Object.keys(all.en).sort());
  });

  it('keep the admin strings out of the public dictionaries until the admin chunk registers them', () => {
    const adminKey = Object.keys(adminDictionaries.en)[0] ?? '';
    expect(adminKey).toMatch(/^admin\./);
    expect(Object.hasOwn(dictionaries.en, adminKey)).toBe(false);
    expect(textsFor('en')[adminKey]).toBe(
      adminDictionaries.en[adminKey as keyof typeof adminDictionaries.en],
    ); // registered by the test setup
  });

  it('have a text for every key in both languages', () => {
    for (const dictionary of Object.values(all)) {
      for (const [key, value] of Object.entries(dictionary)) {
        expect(value.trim(), key).not.toBe('');
      }
    }
  });

  it('translate every Arabic text that is not a code, number, address or bare template', () => {
    const sharedOnPurpose = /^(language\.en|contact\.default\.(email|phone))$/;
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
    const en: Record<string, string> = all.en;
    const ar: Record<string, string> = all.ar;
    const untranslated = Object.keys(en).filter(
      (key) => !sharedOnPurpose.test(key) && hasWords(en[key] ?? '') && ar[key] === en[key],
    );
    expect(untranslated).toEqual([]);
  });

  it("carry the spec's texts word for word", () => {
    expect(dictionaries.en).toMatchObject({
      'hero.primaryCta': 'Explore Services',
      'hero.secondaryCta': 'Request Demo',
      'services.loading': 'Loading services...',
      'services.cta.button': 'Learn How It Works',
      'team.loading': 'Loading team information...',
      'projects.viewAll': 'View All',
      'projects.viewDetails': 'View Details',
      'projects.empty.title': 'No projects available',
      'projects.empty.text': 'Check back soon for new projects',
      'project.watchDemo': 'Watch Demo',
      'project.watchOnYouTube': 'Watch on YouTube',
      'project.contactUs': 'Contact Us',
      'project.notFound.title': 'Project Not Found',
      'notFound.title': 'Page Not Found',
      'contact.form.name': 'Full Name',
      'contact.form.email': 'Email Address',
      'contact.form.company': 'Company',
      'contact.form.message': 'Message',
      'contact.form.sending': 'Sending...',
      'contact.sent.title': 'Message sent successfully!',
      'contact.sent.text': "Thank you for contacting us. We'll get back to you soon.",
      'contact.failed.title': 'Failed to send message',
      'contact.failed.text': 'Please try again later or contact us directly.',
      'hero.secureClaim': '100% Secure',
      'hero.experience': '15+ years of experience',
    });
  });
});

describe('translate', () => {
  it('shows the key itself when the key is missing', () => {
    expect(translate(dictionaries.en, 'no.such.key')).toBe('no.such.key');
    expect(translate({}, 'hero.heading')).toBe('hero.heading');
  });

  it('does not take keys from the object prototype', () => {
    expect(translate(dictionaries.en, 'toString')).toBe('toString');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(translate(dictionaries.en, 'projects.moreFeatures', { count: 3 })).toBe('+3 more features');
    expect(translate(dictionaries.ar, 'projects.moreFeatures', { count: 3 }, 'ar')).toBe(
      '\u2066+3\u2069 ميزات أخرى',
    );
    expect(translate({ greeting: 'Hi {name}, {other}' }, 'greeting', { name: 'Sara' })).toBe(
      'Hi Sara, {other}',
    );
  });

  it('picks the plural form with the language’s rules: English one and other, all six Arabic forms', () => {
    const en = (count: number) => translate(dictionaries.en, 'projects.moreFeatures', { count }, 'en');
    const ar = (count: number) => translate(dictionaries.ar, 'projects.moreFeatures', { count }, 'ar');
    expect([1, 2, 3, 11, 100].map(en)).toEqual([
      '+1 more feature',
      '+2 more features',
      '+3 more features',
      '+11 more features',
      '+100 more features',
    ]);
    const isolate = (n: number) => `\u2066+${n}\u2069`;
    expect([1, 2, 3, 11, 100].map(ar)).toEqual([
      `${isolate(1)} ميزة أخرى`,
      `${isolate(2)} ميزتان أخريان`,
      `${isolate(3)} ميزات أخرى`,
      `${isolate(11)} ميزة أخرى`,
      `${isolate(100)} ميزة أخرى`,
    ]);
    const total = (count: number) => translate(adminDictionaries.ar, 'admin.contact.total', { count }, 'ar');
    expect([0, 1, 2, 3, 11, 100].map(total)).toEqual([
      'لا رسائل',
      'رسالة واحدة',
      'رسالتان',
      '3 رسائل',
      '11 رسالة',
      '100 رسالة',
    ]);
    expect(translate(adminDictionaries.en, 'admin.twoFactor.codesLeft', { count: 1 })).toBe(
      '1 recovery code left',
    );
    expect(translate(adminDictionaries.ar, 'admin.twoFactor.codesLeft', { count: 2 }, 'ar')).toBe(
      'تبقّى رمزا استرداد',
    );
  });

  it('keeps every counted text well-formed: an other form, and the same forms wherever a language uses them', () => {
    for (const [language, dictionary] of Object.entries(all)) {
      for (const [key, value] of Object.entries(dictionary as Record<string, string>)) {
        if (!value.includes(', plural,')) continue;
        expect(value, `${language} ${key}`).toMatch(/other \{[^{}]*\}\}$/);
        if (language === 'ar')
          expect(value, key).toMatch(/zero \{.*one \{.*two \{.*few \{.*many \{.*other \{/);
      }
    }
  });
});
