import { STALE_EDIT, type ErrorBody } from '@rawi/proto';
import { parseJson } from '../../lib/json';
import { RequestError } from '../request';

/** The `{ error: { code, message, fields? } }` body a failed call carried, if it was one. */
export function errorBodyOf(error: unknown): ErrorBody['error'] | undefined {
  if (!(error instanceof RequestError) || error.body === '') return undefined;
  // A proxy's HTML error page has no structured body to read.
  const parsed = parseJson(error.body);
  const inner = (parsed?.value as Partial<ErrorBody> | null | undefined)?.error;
  return inner && typeof inner.message === 'string' ? inner : undefined;
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof RequestError ? error.status : undefined;
}

/** A 409 for an edit made from an older revision (someone else saved meanwhile). */
export function isStaleEdit(error: unknown): boolean {
  return statusOf(error) === 409 && errorBodyOf(error)?.message === STALE_EDIT;
}
