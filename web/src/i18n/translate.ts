export type TranslationValues = Record<string, string | number>;

const rulesByLocale = new Map<string, Intl.PluralRules>();
const pluralRules = (locale: string) => {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
};

/** `{count, plural, one {# item} other {# items}}`: the forms of one counted text. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/**
 * Picks each counted text's form for the number with the language's plural rules
 * (Intl.PluralRules: Arabic has zero, one, two, few, many and other; English one and other),
 * `#` standing for the number; falls back to `other`.
 */
function pluralize(template: string, values: TranslationValues, locale: string): string {
  return template.replace(PLURAL, (whole, name: string, forms: string) => {
    const count = values[name];
    if (typeof count !== 'number') return whole;
    const byCategory = new Map([...forms.matchAll(FORM)].map((m) => [m[1], m[2] ?? '']));
    const form = byCategory.get(pluralRules(locale).select(count)) ?? byCategory.get('other') ?? whole;
    return form.replace(/#/g, String(count));
  });
}

/**
 * Looks a key up in a dictionary, picks the plural forms for the counts given and fills
 * `{name}` placeholders. A missing key shows the key itself, so an
 * untranslated string is visible rather than blank.
 */
export function translate(
  dictionary: Readonly<Record<string, string>>,
  key: string,
  values?: TranslationValues,
  locale = 'en',
): string {
  const template = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  if (template === undefined) return key;
  if (!values) return template;
  return pluralize(template, values, locale).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
