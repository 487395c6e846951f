/**
 * Headers across the gateway: hop-by-hop headers never cross it, the client cannot choose
 * what the services read as its address, and the services' replies cannot loosen the
 * gateway's security or CORS headers.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'koa';
import { formatTraceparent } from '@rawi/kit';
import { HEADERS } from '@rawi/proto';
import { SECURITY_HEADER_NAMES } from './security-headers.ts';

type HeaderValue = string | string[];
export type HeaderMap = Record<string, HeaderValue>;

/** RFC 9110 section 7.6.1, plus the legacy names still seen in the wild. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** Set by the gateway itself; whatever the client sent under these names is dropped. */
const GATEWAY_OWNED_REQUEST = new Set([
  'host',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'traceparent',
  HEADERS.requestId,
]);

const GATEWAY_OWNED_RESPONSE = new Set([...SECURITY_HEADER_NAMES, HEADERS.requestId, 'x-powered-by']);

/** Names a message's Connection header declares hop-by-hop for this one hop. */
function connectionTokens(value: HeaderValue | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    joined
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** IPv4 clients seen on a dual-stack socket read as the plain IPv4 address. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

export interface ForwardingFacts {
  /** The client's address: the socket's, or with trusted proxies the right entry of their X-Forwarded-For. */
  clientAddress: string;
  proto: 'http' | 'https';
  host: string;
  requestId: string;
  /** The gateway's hop of the W3C trace, passed to the service. */
  traceparent: string;
  /** `Bearer <token>` of a verified token; replaces whatever credentials header the client sent. */
  authorization?: string;
}

/** What the gateway knows about the request, trusting X-Forwarded-* only from TRUST_PROXY_HOPS proxies. */
export function forwardingFacts(ctx: Context, publicUrl: URL, authorization?: string): ForwardingFacts {
  const trusted = ctx.app.proxy;
  const claimedProto = trusted ? ctx.protocol : '';
  const proto =
    claimedProto === 'https' || claimedProto === 'http'
      ? claimedProto
      : publicUrl.protocol === 'https:'
        ? 'https'
        : 'http';
  const host = /^[\w.:[\]-]{1,255}$/.test(ctx.host) ? ctx.host : publicUrl.host;
  return {
    clientAddress: plainAddress(ctx.ip),
    proto,
    host,
    requestId: ctx.requestId,
    traceparent: formatTraceparent(ctx.trace),
    ...(authorization ? { authorization } : {}),
  };
}

/** The headers sent upstream: the client's end-to-end headers, then the gateway's own. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, facts: ForwardingFacts): HeaderMap {
  const dropped = connectionTokens(incoming.connection);
  const headers: HeaderMap = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name) || dropped.has(name) || GATEWAY_OWNED_REQUEST.has(name))
      continue;
    if (facts.authorization && name === 'authorization') continue;
    headers[name] = value;
  }
  headers['x-forwarded-for'] = facts.clientAddress;
  headers['x-forwarded-proto'] = facts.proto;
  headers['x-forwarded-host'] = facts.host;
  headers[HEADERS.requestId] = facts.requestId;
  headers.traceparent = facts.traceparent;
  if (facts.authorization) headers.authorization = facts.authorization;
  return headers;
}

/** Adds `Secure` to a cookie that lacks it (the site is served over https). */
export function secureCookie(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/**
 * Upstreams whose own Content-Security-Policy replaces the gateway's: the web container's page
 * policy (the gateway's plus the hashes of its inline scripts) and the media service's stricter
 * `default-src 'none'; sandbox` on uploaded files.
 */
const OWN_POLICY_UPSTREAMS: ReadonlySet<string> = new Set(['web', 'media']);

/** The policy an upstream's reply brings in place of the gateway's, if that upstream has its own. */
export function upstreamPolicy(
  upstream: string,
  headers: Record<string, HeaderValue | undefined>,
): string | undefined {
  const policy = OWN_POLICY_UPSTREAMS.has(upstream) ? headers['content-security-policy'] : undefined;
  return typeof policy === 'string' ? policy : undefined;
}

/** The upstream reply's headers the client may see. */
export function clientResponseHeaders(
  upstream: Record<string, HeaderValue | undefined>,
  { https }: { https: boolean },
): HeaderMap {
  const dropped = connectionTokens(upstream.connection);
  const headers: HeaderMap = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || HOP_BY_HOP.has(name) || dropped.has(name) || GATEWAY_OWNED_RESPONSE.has(name))
      continue;
    if (name.startsWith('access-control-')) continue;
    if (name === 'set-cookie' && https) {
      headers[name] = (Array.isArray(value) ? value : [value]).map(secureCookie);
      continue;
    }
    headers[name] = value;
  }
  return headers;
}
