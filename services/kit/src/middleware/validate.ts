import type { Middleware } from 'koa';
import type * as yup from 'yup';
import { validateOptions } from '@rawi/proto';

type Source = 'body' | 'query' | 'params';

/** What `validate(schema)` adds to the context: the input as the schema produces it. */
export interface Validated<I> {
  input: I;
}

/**
 * Parses the request's input with a shared schema and leaves the result in `ctx.input`, typed
 * as the schema's output for the handlers after it on the same route.
 */
export function validate<S extends yup.Schema>(
  schema: S,
  source: Source = 'body',
): Middleware<object, Validated<yup.InferType<S>>> {
  return async (ctx, next) => {
    const raw =
      source === 'body'
        ? (ctx.request as { body?: unknown }).body
        : source === 'query'
          ? ctx.query
          : (ctx as unknown as { params: unknown }).params;
    ctx.input = await schema.validate(raw ?? {}, validateOptions);
    await next();
  };
}
