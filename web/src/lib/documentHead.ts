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
  /** The preview image (a project's): absolute, or a path on this site. */
  image?: string;
  /** The landing page describes the company (Organization JSON-LD). */
  organization?: boolean;
  /** The page's place in the site, the landing page first, in its language (BreadcrumbList JSON-LD). */
  breadcrumbs?: Array<{ name: string; path: string }>;
  /** The work the page shows: a project (CreativeWork JSON-LD). */
  work?: {
    name: string;
    description: string;
    /** Its category. */
    genre?: string;
    image?: string;
    dateModified?: string;
  };
  /**
   * The page's address in each language where it differs by language (a project and its
   * counterpart); only these get hreflang alternates, none when empty. Absent: the same path in
   * both languages.
   */
  alternates?: Partial<Record<Language, string>>;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_SA' };

/** The URL of one language version: ?lang= selects it (LanguageProvider reads it). */
export function languageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}

type HeadElement =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string; hreflang?: string };

/** An image or link as an absolute URL on this site's origin. */
export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * Description, robots, Open Graph, Twitter card, canonical and hreflang alternates for one page.
 * The canonical names the page's language (`?lang=`), as its hreflang alternate and the sitemap
 * do: each language version is its own canonical address, and the bare address (x-default, the
 * visitor's language) leads to them.
 */
export function headElements(head: DocumentHead): HeadElement[] {
  const other: Language = head.language === 'ar' ? 'en' : 'ar';
  const canonical = languageUrl(head.origin, head.path, head.language);
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadElement => ({
    kind: 'meta',
    attribute,
    key,
    content,
  });
  const image = head.image ? absolute(head.origin, head.image) : undefined;
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noIndex ? 'noindex' : 'index, follow'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    { kind: 'link', rel: 'canonical', href: canonical },
    ...alternateLinks(head),
  ];
}

/** hreflang alternates: each language's address, and x-default at the English one. */
function alternateLinks(head: DocumentHead): HeadElement[] {
  const paths = head.alternates ?? { en: head.path, ar: head.path };
  const links: HeadElement[] = (['en', 'ar'] as const).flatMap((language) => {
    const path = paths[language];
    return path
      ? [
          {
            kind: 'link' as const,
            rel: 'alternate',
            href: languageUrl(head.origin, path, language),
            hreflang: language,
          },
        ]
      : [];
  });
  if (links.length === 0) return [];
  const fallback = paths.en ?? paths.ar;
  return fallback
    ? [
        ...links,
        { kind: 'link', rel: 'alternate', href: languageUrl(head.origin, fallback), hreflang: 'x-default' },
      ]
    : links;
}

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const existing = doc.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

/** Sets the head in the browser as the pages change (the server wrote the first one). */
export function applyDocumentHead(doc: Document, head: DocumentHead): void {
  doc.title = head.title;
  for (const element of headElements(head)) {
    if (element.kind === 'meta') {
      const node = upsert(doc, `meta[${element.attribute}="${element.key}"]`, () => {
        const created = doc.createElement('meta');
        created.setAttribute(element.attribute, element.key);
        return created;
      });
      node.setAttribute('content', element.content);
    } else {
      const selector = element.hreflang
        ? `link[rel="${element.rel}"][hreflang="${element.hreflang}"]`
        : `link[rel="${element.rel}"]:not([hreflang])`;
      const node = upsert(doc, selector, () => {
        const created = doc.createElement('link');
        created.rel = element.rel;
        if (element.hreflang) created.hreflang = element.hreflang;
        return created;
      });
      node.setAttribute('href', element.href);
    }
  }
  // Alternates the new page does not have (a project without a counterpart) go.
  const hreflangs = new Set(
    headElements(head).flatMap((e) => (e.kind === 'link' && e.hreflang ? [e.hreflang] : [])),
  );
  for (const link of Array.from(
    doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
  ))
    if (!hreflangs.has(link.getAttribute('hreflang') ?? '')) link.remove();
  for (const key of ['og:image', 'twitter:image'])
    if (!head.image) doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.remove();
  // The structured data (JSON-LD) is the server's, written into each page it sends, which is
  // what search engines read; a page reached in the browser drops the one it replaces rather
  // than carry its builder in the first screen's script.
  for (const script of Array.from(doc.head.querySelectorAll('script[type="application/ld+json"]')))
    script.remove();
}

/** Text made safe inside HTML or XML text and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A value as the text of a JSON element in HTML (JSON-LD, a page's state): `<` and the line
 * separators escaped, so no text can end the element or break a script that reads it.
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
