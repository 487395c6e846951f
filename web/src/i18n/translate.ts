export type TranslationValues = Record<string, string | number>;

/**
 * Looks a key up in a dictionary and fills `{name}` placeholders. A missing key shows the key
 * itself (spec section 1), so an untranslated string is visible rather than blank.
 */
export function translate(
  dictionary: Readonly<Record<string, string>>,
  key: string,
  values?: TranslationValues,
): string {
  const template = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  if (template === undefined) return key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
