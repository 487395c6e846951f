import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * Replies of 1 kB or more compressed as they go out. A request that accepts no encoding we have,
 * not even identity (or says so in a malformed header), gets the reply as it is: koa-compress
 * would fail setting an encoding of undefined.
 */
export function compression(): Middleware {
  const compressor = compress({ threshold: 1024 });
  return (ctx, next) => {
    if (!ctx.acceptsEncodings('br', 'gzip', 'deflate', 'identity')) ctx.compress = false;
    return compressor(ctx, next);
  };
}
