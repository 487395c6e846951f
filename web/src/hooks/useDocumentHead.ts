import { useEffect } from 'react';
import { useLanguage } from '../app/language/LanguageContext';
import type { PageHead } from '../app/pageHeads';
import { applyDocumentHead } from '../lib/documentHead';

/** Sets the page's title, description, Open Graph and Twitter tags and hreflang alternates. */
export function useDocumentHead({ title, description, path, noIndex, type, image }: PageHead): void {
  const { language } = useLanguage();
  useEffect(() => {
    applyDocumentHead(document, {
      title,
      description,
      path,
      noIndex,
      type,
      ...(image ? { image } : {}),
      language,
      origin: window.location.origin,
    });
  }, [title, description, path, noIndex, type, image, language]);
}
