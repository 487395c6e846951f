import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { validationMessages } from './messages.ts';
import { schemasFor, validateOptions } from '../schemas/input-schemas.ts';
import { normalizeSlug, slugProblem } from './slug-rules.ts';

/** `آ` written as one character (NFC) and as alef with a madda above (NFD). */
const COMPOSED = '\u0622\u0641\u0627\u0642';
const DECOMPOSED = '\u0627\u0653\u0641\u0627\u0642';

const project = {
  title: 'Rawi LLM',
  language: 'ar',
  description: 'A model.',
  briefDescription: 'A model.',
  category: 'Language models',
};

async function slugOutcome(slug: string, language: 'en' | 'ar' = 'en') {
  try {
    const valid = await schemasFor(language).project.validate({ ...project, slug }, validateOptions);
    return { slug: valid.slug };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return { error: error.inner.find((inner) => inner.path === 'slug')?.message };
  }
}

describe('the slug rule', () => {
  it('stores the decomposed spelling of a slug as its composed (NFC) one', async () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    expect(normalizeSlug(DECOMPOSED)).toBe(COMPOSED);
    expect(await slugOutcome(DECOMPOSED)).toEqual({ slug: COMPOSED });
    expect(await slugOutcome(COMPOSED)).toEqual({ slug: COMPOSED });
    expect(await slugOutcome('cafe\u0301-menu')).toEqual({ slug: 'caf\u00e9-menu' });
  });

  it('takes words of one script, with digits (Western or Arabic-Indic) and hyphens beside either', async () => {
    for (const slug of [
      'rawi-llm',
      'مساعد-المصارف-الذكي',
      'rawi-2030',
      'رؤية-2030',
      'رؤية-٢٠٣٠',
      'v2-٣',
      'مُساعد',
    ]) {
      expect(slugProblem(normalizeSlug(slug)), slug).toBeUndefined();
      expect(await slugOutcome(slug), slug).toEqual({ slug: normalizeSlug(slug) });
    }
  });

  it('refuses letters of two scripts: a Cyrillic а in a Latin word, Latin beside Arabic', async () => {
    const m = validationMessages;
    for (const slug of ['p\u0430ypal', 'rawi-مساعد', 'مساعدai', 'ρawi']) {
      expect(slugProblem(slug), slug).toBe('slugMixedScripts');
      expect(await slugOutcome(slug), slug).toEqual({ error: m.en.slugMixedScripts });
    }
    expect(await slugOutcome('p\u0430ypal', 'ar')).toEqual({ error: m.ar.slugMixedScripts });
  });

  it('refuses two combining marks on one character, and keeps a single one', async () => {
    const m = validationMessages;
    // Alef, madda, then a second madda: the first composes into آ, the second stays stacked on it.
    for (const slug of ['\u0627\u0653\u0653\u0641', 'e\u0301\u0301', 'م\u064f\u0651ساعد']) {
      expect(await slugOutcome(slug), slug).toEqual({ error: m.en.slugStackedMarks });
    }
    expect(await slugOutcome('e\u0301\u0301', 'ar')).toEqual({ error: m.ar.slugStackedMarks });
    expect(await slugOutcome('\u0645\u064fساعد')).toEqual({ slug: '\u0645\u064fساعد' });
    // A letter composed whole with two marks is one character, not a stack.
    expect(await slugOutcome('vi\u1ec7t')).toEqual({ slug: 'vi\u1ec7t' });
  });

  it('still refuses what is not words joined by hyphens', async () => {
    for (const slug of ['two words', '-lead', 'trail-', 'a--b', 'a_b', '\u0653alone']) {
      expect(await slugOutcome(slug), slug).toEqual({ error: validationMessages.en.slugInvalid });
    }
  });
});
