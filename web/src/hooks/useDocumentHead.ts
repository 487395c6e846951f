import { useEffect } from 'react';
import { useLanguage } from '../app/language/LanguageContext';
import { applyDocumentHead, type DocumentHead } from '../lib/documentHead';

type PageHead = Omit<DocumentHead, 'language' | 'origin'>;

/** Sets the page's title, description, Open Graph tags and hreflang alternates. */
export function useDocumentHead({ title, description, path, noIndex, type }: PageHead): void {
  const { language } = useLanguage();
  useEffect(() => {
    applyDocumentHead(document, {
      title,
      description,
      path,
      noIndex,
      type,
      language,
      origin: window.location.origin,
    });
  }, [title, description, path, noIndex, type, language]);
}
