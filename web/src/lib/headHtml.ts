/**
 * A page's head as HTML, for the server to send in the first byte: its title, meta and link
 * elements, and its structured data (JSON-LD).
 */
import { escapeHtml, headElements, jsonInHtml, type DocumentHead } from './documentHead.ts';
import { structuredData } from './structuredData.ts';

const structuredDataHtml = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${jsonInHtml(data)}</script>`;

export function headHtml(head: DocumentHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const element of headElements(head)) {
    lines.push(
      element.kind === 'meta'
        ? `<meta ${element.attribute}="${escapeHtml(element.key)}" content="${escapeHtml(element.content)}" />`
        : `<link rel="${element.rel}" href="${escapeHtml(element.href)}"${element.hreflang ? ` hreflang="${element.hreflang}"` : ''} />`,
    );
  }
  for (const data of structuredData(head)) lines.push(structuredDataHtml(data));
  return lines.map((line) => `    ${line}`).join('\n');
}
