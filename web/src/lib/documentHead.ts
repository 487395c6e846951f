import type { Language } from '@rawi/proto';

export interface DocumentHead {
  title: string;
  description: string;
  /** The page's path without language, e.g. '/projects/voice-banking'. */
  path: string;
  language: Language;
  origin: string;
  noIndex?: boolean;
  type?: 'website' | 'article';
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_SA' };

/** The URL of one language version: ?lang= selects it (LanguageProvider reads it). */
export function languageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const existing = doc.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  const element = upsert(doc, `meta[${attribute}="${key}"]`, () => {
    const meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
  element.setAttribute('content', content);
}

function setLink(doc: Document, rel: string, href: string, hreflang?: string): void {
  const selector = hreflang
    ? `link[rel="${rel}"][hreflang="${hreflang}"]`
    : `link[rel="${rel}"]:not([hreflang])`;
  const element = upsert(doc, selector, () => {
    const link = doc.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    return link;
  });
  element.setAttribute('href', href);
}

/** Title, description, robots, Open Graph, canonical and hreflang alternates for one page. */
export function applyDocumentHead(doc: Document, head: DocumentHead): void {
  const other: Language = head.language === 'ar' ? 'en' : 'ar';
  const canonical = languageUrl(head.origin, head.path, head.language === 'ar' ? 'ar' : undefined);
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'name', 'robots', head.noIndex ? 'noindex' : 'index, follow');
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:type', head.type ?? 'website');
  setMeta(doc, 'property', 'og:url', canonical);
  setMeta(doc, 'property', 'og:locale', OG_LOCALES[head.language]);
  setMeta(doc, 'property', 'og:locale:alternate', OG_LOCALES[other]);
  setLink(doc, 'canonical', canonical);
  setLink(doc, 'alternate', languageUrl(head.origin, head.path, 'en'), 'en');
  setLink(doc, 'alternate', languageUrl(head.origin, head.path, 'ar'), 'ar');
  setLink(doc, 'alternate', languageUrl(head.origin, head.path), 'x-default');
}
