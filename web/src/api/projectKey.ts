/**
 * The key a project page's read is kept under, by the server's loader and the browser's
 * useProject alike: the slug read in the page's language that also finds a slug of the other
 * language (a slug names its project in its own language). Node loads this file directly.
 */
import { pathOf, type Language } from '@rawi/proto';

export const projectKey = (slug: string, language: Language) =>
  pathOf('GET /api/projects/slug/{slug}', { slug }, { language, anyLanguage: true });
