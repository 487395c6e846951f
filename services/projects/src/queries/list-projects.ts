import { DEFAULT_LANGUAGE, type Language } from '@rawi/proto';

/** Who is asking: visitors see active projects only; a verified admin sees every status. */
export type Audience = 'visitor' | 'admin';

export interface ProjectQuery {
  filter: Record<string, string>;
  sort: Record<string, 1>;
}

export const LIST_SORT = { sortOrder: 1, title: 1 } as const;

/** The list read; each shape has its own index in models/project.ts. */
export function listQuery(audience: Audience, language: Language | undefined): ProjectQuery {
  return {
    filter: {
      ...(audience === 'visitor' ? { status: 'active' } : {}),
      ...(language ? { language } : {}),
    },
    sort: { ...LIST_SORT },
  };
}

/** The detail read by slug in one language (the {language, slug} unique index). */
export function slugQuery(
  audience: Audience,
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): ProjectQuery {
  return {
    filter: { language, slug, ...(audience === 'visitor' ? { status: 'active' } : {}) },
    sort: {},
  };
}
