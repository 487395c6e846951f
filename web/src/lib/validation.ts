import type * as yup from 'yup';
import { validateOptions } from '@rawi/proto';

/**
 * The first message a shared schema gives for `value` (in the language the schema was built
 * for), or undefined when it is valid: editors check with the rules the server applies before
 * they send anything.
 */
export function firstProblem(schema: yup.Schema, value: unknown): string | undefined {
  try {
    schema.validateSync(value, validateOptions);
    return undefined;
  } catch (error) {
    const failure = error as { errors?: unknown };
    if (Array.isArray(failure.errors) && typeof failure.errors[0] === 'string') return failure.errors[0];
    throw error;
  }
}
