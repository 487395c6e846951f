import type { Context } from 'koa';

/**
 * The site's public address for the links a reply names (a page's canonical and alternates, the
 * sitemap): PUBLIC_URL, which the chart requires; without it (a server started by hand or a
 * test), the address the request came to. Never the request's `Origin` header: that names the
 * page that sent the request, so any client could have a kept page link to an address of its own.
 */
export const siteOrigin = (ctx: Context, publicUrl: string | undefined): string =>
  publicUrl ?? `${ctx.protocol}://${ctx.host}`;
