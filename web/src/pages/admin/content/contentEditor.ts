import type { ContentSection } from '@rawi/proto';
import { parseJson } from '../../../lib/json';

export type JsonShape = 'array' | 'object';

/**
 * Reads JSON typed in the content editor. Input that is not valid JSON, or not of the expected
 * shape, is ignored: the result is undefined and the last valid value stays.
 */
export function readJson(text: string, shape: JsonShape): unknown[] | Record<string, unknown> | undefined {
  const parsed = parseJson(text);
  if (!parsed) return undefined;
  const { value } = parsed;
  if (shape === 'array') return Array.isArray(value) ? value : undefined;
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function jsonText(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}

/** What 'New Content' starts from for each section. */
export function emptySectionData(section: ContentSection): Record<string, unknown> {
  switch (section) {
    case 'services':
      return { title: '', subtitle: '', services: [] };
    case 'team':
      return { title: '', subtitle: '', members: [] };
    case 'hero':
    case 'contact':
    case 'about':
    case 'footer':
      return {};
  }
}
