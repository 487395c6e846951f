import { useEffect } from 'react';
import { useLanguage } from '../app/language/LanguageContext';
import type { PageHead } from '../app/pageHeads';
import { applyDocumentHead } from '../lib/documentHead';

/** Sets the page's title, description, Open Graph and Twitter tags and hreflang alternates. */
export function useDocumentHead({
  title,
  description,
  path,
  noIndex,
  type,
  image,
  alternates,
}: PageHead): void {
  const { language } = useLanguage();
  // Compared by value: a new object with the same paths is the same head.
  const alternatesKey = JSON.stringify(alternates ?? null);
  useEffect(() => {
    applyDocumentHead(document, {
      title,
      description,
      path,
      noIndex,
      type,
      ...(image ? { image } : {}),
      ...(alternatesKey !== 'null'
        ? { alternates: JSON.parse(alternatesKey) as PageHead['alternates'] }
        : {}),
      language,
      origin: window.location.origin,
    });
  }, [title, description, path, noIndex, type, image, alternatesKey, language]);
}
