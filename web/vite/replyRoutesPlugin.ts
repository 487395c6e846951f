import { API_ROUTES, replyRoutesOf } from '@rawi/proto';
import type { Plugin } from 'vite';

export const REPLY_ROUTES_ID = 'virtual:rawi-reply-routes';
const RESOLVED_ID = `\0${REPLY_ROUTES_ID}`;

/**
 * `virtual:rawi-reply-routes`: proto's route table cut down, at build time, to what each call
 * answers (method, path, success status, reply schema). The browser checks a reply with it and
 * proto's reply schemas alone: the table itself carries every call's input schemas and messages,
 * which took the check's first use 16 to 27 ms of one task on a page's load (about 60 kB of
 * JavaScript built into schemas), a long task of a phone's hydration for nothing the page used.
 */
export function replyRoutesPlugin(): Plugin {
  return {
    name: 'rawi-reply-routes',
    resolveId: (id) => (id === REPLY_ROUTES_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export const replyRoutes = ${JSON.stringify(replyRoutesOf(API_ROUTES))};`
        : undefined,
  };
}
