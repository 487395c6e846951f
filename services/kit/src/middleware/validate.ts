import type { Middleware } from 'koa';
import type * as yup from 'yup';
import { validateOptions } from '@rawi/proto';

type Source = 'body' | 'query' | 'params';

/** Parses the request's input with a shared schema and leaves the result in `ctx.input`. */
export function validate(schema: yup.Schema, source: Source = 'body'): Middleware {
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
