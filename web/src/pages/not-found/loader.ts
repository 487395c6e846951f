import { notFoundHead } from '../../app/pageHeads.ts';
import { notFound, type PageLoaderArgs } from '../../app/pageLoading.ts';

/** Any path no page takes: 404, drawn in the visitor's language. */
export function notFoundLoader({ context: { path, t } }: PageLoaderArgs): never {
  return notFound({ head: notFoundHead(t, path), data: {}, complete: true });
}
