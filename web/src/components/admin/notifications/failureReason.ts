import { isStaleEdit, statusOf } from '../../../api/admin/errors';
import type { TranslationKey } from '../../../i18n';

/**
 * A short, translated reason for a failed call, for the toasts whose spec text has no
 * description of its own. The server's English message is never shown as is, so an Arabic
 * page stays Arabic. An edit that lost to someone else's save says so; other conflicts get the
 * caller's own text (a username or slug already taken).
 */
export function failureReason(error: unknown, conflict?: TranslationKey): TranslationKey | undefined {
  const status = statusOf(error);
  if (status === undefined) return 'admin.error.network';
  if (isStaleEdit(error)) return 'admin.error.staleEdit';
  if (status === 409 && conflict) return conflict;
  if (status === 400) return 'admin.error.validation';
  if (status === 403) return 'admin.error.forbidden';
  if (status === 404) return 'admin.error.notFound';
  if (status === 413) return 'admin.error.tooLarge';
  if (status === 415) return 'admin.error.unsupportedType';
  if (status === 429) return 'admin.error.tooMany';
  if (status >= 500) return 'admin.error.server';
  return undefined;
}
