import type { ErrorBody } from '@rawi/proto';
import { RequestError } from '../request';

/** The `{ error: { code, message, fields? } }` body a failed call carried, if it was one. */
export function errorBodyOf(error: unknown): ErrorBody['error'] | undefined {
  if (!(error instanceof RequestError) || error.body === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch (parseError) {
    // A proxy's HTML error page: there is no structured body to read.
    if (parseError instanceof SyntaxError) return undefined;
    throw parseError;
  }
  const inner = (parsed as Partial<ErrorBody> | null)?.error;
  return inner && typeof inner.message === 'string' ? inner : undefined;
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof RequestError ? error.status : undefined;
}
