import { describe, expect, it } from 'vitest';
import { applyDocumentHead } from './documentHead';
import { headHtml } from './headHtml';

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

describe('applyDocumentHead', () => {
  it('sets title, description, Open Graph and hreflang alternates', () => {
    applyDocumentHead(document, {
      title: 'Projects | Rawi',
      description: 'All projects',
      path: '/projects',
      language: 'ar',
      origin: 'https://rawi.example',
    });
    expect(document.title).toBe('Projects | Rawi');
    expect(attr('meta[name="description"]', 'content')).toBe('All projects');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Projects | Rawi');
    expect(attr('meta[property="og:locale"]', 'content')).toBe('ar_SA');
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toBe('en_US');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://rawi.example/projects?lang=ar');
    expect(attr('link[hreflang="en"]', 'href')).toBe('https://rawi.example/projects?lang=en');
    expect(attr('link[hreflang="ar"]', 'href')).toBe('https://rawi.example/projects?lang=ar');
    expect(attr('link[hreflang="x-default"]', 'href')).toBe('https://rawi.example/projects');
  });

  it('updates the same tags on the next page instead of adding more', () => {
    const head = { description: 'd', language: 'en' as const, origin: 'https://rawi.example' };
    applyDocumentHead(document, { ...head, title: 'A', path: '/' });
    applyDocumentHead(document, { ...head, title: 'B', path: '/nowhere', noIndex: true });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[hreflang="en"]')).toHaveLength(1);
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://rawi.example/nowhere?lang=en');
  });

  it("points a project's alternates at its counterpart, and drops them on a project without one", () => {
    const arabic = `/projects/${encodeURIComponent('مصرف-ذكي')}`;
    const head = { title: 'P', description: 'd', language: 'en' as const, origin: 'https://rawi.example' };
    applyDocumentHead(document, {
      ...head,
      path: '/projects/smart-banking',
      alternates: { en: '/projects/smart-banking', ar: arabic },
    });
    expect(attr('link[hreflang="ar"]', 'href')).toBe(`https://rawi.example${arabic}?lang=ar`);
    expect(attr('link[hreflang="en"]', 'href')).toBe('https://rawi.example/projects/smart-banking?lang=en');
    expect(attr('link[hreflang="x-default"]', 'href')).toBe('https://rawi.example/projects/smart-banking');

    applyDocumentHead(document, { ...head, path: '/projects/alone', alternates: {} });
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://rawi.example/projects/alone?lang=en');
  });

  it("drops the previous page's JSON-LD when the browser shows another page (the server writes each page's)", () => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = '{"@type":"Organization"}';
    document.head.appendChild(script);
    applyDocumentHead(document, {
      description: 'd',
      language: 'en',
      origin: 'https://rawi.example',
      title: 'P',
      path: '/projects',
      breadcrumbs: [{ name: 'Home', path: '/' }],
    });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

describe('headHtml', () => {
  it('keeps text that would end the JSON-LD element or open a comment inside its JSON', () => {
    const name = 'Evil </script><script>alert(1)</script> <!-- x';
    const html = headHtml({
      title: name,
      description: name,
      path: '/projects/evil',
      language: 'en',
      origin: 'https://rawi.example',
      breadcrumbs: [{ name, path: '/projects/evil' }],
      work: { name, description: name },
    });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(2);
    for (const [, json] of blocks) {
      expect(json).not.toMatch(/<\/script|<!--/i);
      expect(JSON.stringify(JSON.parse(json ?? ''))).toContain(name.replace(/"/g, '\\"'));
    }
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
