import type { Language, Redirect } from '@rawi/proto';
import type { RedirectRecord } from '../models/redirect.ts';

/** A stored redirect as the API sends it. */
export function presentRedirect(record: RedirectRecord): Redirect {
  return {
    id: record._id,
    language: record.language as Language,
    from: record.from,
    to: record.to,
    kind: record.kind as Redirect['kind'],
    hits: record.hits ?? 0,
    lastUsedAt: record.lastUsedAt ? record.lastUsedAt.toISOString() : null,
    createdAt: record.createdAt.toISOString(),
  };
}
