/**
 * Which reads the public cache answers, what invalidates each, and how a cached reply is
 * served (with its ETag; If-None-Match → 304). Only anonymous GET/HEAD requests of the calls
 * the route table marks `cache` (their tags and families come from there) and the public pages:
 * a token, a session cookie or a Range header always goes to the service. The web build's
 * hashed files are kept too, for everyone, as a CDN would: no event ever changes one.
 */
import type { Context } from 'koa';
import type { Dispatcher } from 'undici';
import {
  API_ROUTES,
  BUILD_ASSETS_PATH,
  cacheFamilyOf,
  cacheTagOf,
  isPublicPagePath,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageParam,
  matchRoute,
  pairTag,
  projectSlugOfPath,
  projectTag,
  publicPageKey,
  publicPageTag,
  PUBLIC_PAGE_TAG_FAMILY,
  requestLanguage,
  routeByKey,
  SESSION_COOKIE,
  type ApiRoute,
  type CacheRule,
  type EventEnvelope,
  type EventPayloads,
  type RouteKey,
  type ServiceName,
} from '@rawi/proto';
import {
  clientResponseHeaders,
  upstreamPolicy,
  upstreamRequestHeaders,
  type ForwardingFacts,
} from './forwarding.ts';
import type { CachedReply, InvalidationRules, PublicCache } from '@rawi/kit/cache';
import { replyWithStream } from './stream-reply.ts';
import { upstreamFailure } from './upstream-errors.ts';
import type { Upstream } from './upstreams.ts';

export interface CacheableRead {
  key: string;
  /** The path (and query) asked of the upstream. */
  path: string;
  /** Tags known from the path. */
  tags: string[];
  /** Media files are read alone (large ones stream); JSON reads and pages are coalesced. */
  kind: 'json' | 'media' | 'page';
  /** Tags read from the reply when it is kept (the projects a slug read shows). */
  replyTags?: (reply: unknown) => string[];
}

/** A file of the web build's: its name changes with its bytes, so a copy never goes stale. */
function isBuildAsset(path: string): boolean {
  if (!path.startsWith(BUILD_ASSETS_PATH)) return false;
  const name = path.slice(BUILD_ASSETS_PATH.length);
  return name !== '' && !['/', '?', '#'].some((separator) => name.includes(separator));
}

/** Every public page (a project appears on the landing page and the list in each language). */
const ALL_PAGES = LANGUAGES.map(publicPageTag);

/** The cache rule of a kept read, as the route table declares it. */
function ruleOf(key: RouteKey): CacheRule {
  const rule = (routeByKey[key] as ApiRoute).cache;
  if (!rule) throw new Error(`${key} is no kept read`);
  return rule;
}

const CONTENT_SECTION = ruleOf('GET /api/content/{section}/{language}');
const CONTENT_ALL = ruleOf('GET /api/content/all/{language}');
const PROJECT_LIST = cacheTagOf(ruleOf('GET /api/projects'));
const REDIRECT_LOOKUP = cacheTagOf(ruleOf('GET /api/projects/redirects/lookup'));
const MEDIA_FILE = ruleOf('GET /api/media/files/{filename}');
const IMAGE_FOCI = cacheTagOf(ruleOf('GET /api/media/focal-points'));

/**
 * The tag families each service's writes may change: those of its kept reads, and the public
 * pages' when the pages show one of them.
 */
const FAMILIES_BY_SERVICE = new Map<ServiceName, string[]>();
for (const { service, cache } of API_ROUTES) {
  if (!cache) continue;
  const families = FAMILIES_BY_SERVICE.get(service) ?? [];
  const added = [cacheFamilyOf(cache), ...(cache.onPages ? [PUBLIC_PAGE_TAG_FAMILY] : [])];
  FAMILIES_BY_SERVICE.set(service, [...new Set([...families, ...added])]);
}

/**
 * The cache key of one of the web build's hashed files as this browser gets it, or undefined for
 * any other path. The web container picks the file's encoding (its own `.br` or `.gz`) by the
 * request's Accept-Encoding, so each header value a browser sends keeps a copy of its own.
 */
export function assetKey(path: string, acceptEncoding: string | undefined): string | undefined {
  return isBuildAsset(path) ? `${path} ${acceptEncoding ?? ''}` : undefined;
}

/**
 * The cache key and tags of an anonymous public read (or of one of the web build's hashed files,
 * which are the same for every visitor, signed in or not), or undefined for anything else.
 */
export function cacheableRead(ctx: Context, path: string): CacheableRead | undefined {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  if (ctx.get('range')) return undefined;
  const asset = ctx.querystring ? undefined : assetKey(path, ctx.get('accept-encoding') || undefined);
  if (asset) return { key: asset, path, tags: ['assets'], kind: 'media' };
  if (ctx.get('authorization') || ctx.cookies.get(SESSION_COOKIE)) return undefined;
  const key = ctx.querystring ? `${path}?${ctx.querystring}` : path;
  const page = publicPageRead(
    path,
    ctx.querystring,
    ctx.cookies.get(LANGUAGE_COOKIE),
    ctx.get('accept-encoding'),
  );
  if (page) return page;
  const call = matchRoute(ctx.method, path);
  const rule = call?.route.cache;
  if (!call || !rule) return undefined;
  return {
    key,
    path: key,
    tags: [cacheTagOf(rule, call.params)],
    kind: rule.file ? 'media' : 'json',
    ...(rule.replyTags ? { replyTags: rule.replyTags } : {}),
  };
}

/**
 * A public page as the gateway keeps it: one copy per language (the ?lang= or the language
 * cookie the web server would read), path and query, and the encodings the browser takes.
 */
export function publicPageRead(
  path: string,
  query: string,
  cookieLanguage: string | undefined,
  acceptEncoding: string | undefined,
): CacheableRead | undefined {
  if (!isPublicPagePath(path)) return undefined;
  const { language } = requestLanguage(languageParam(query), cookieLanguage);
  return {
    key: publicPageKey(language, path, query, acceptEncoding || undefined),
    path: query ? `${path}?${query}` : path,
    // A project's address shows it in its own language, whichever the visitor's: its page is
    // dropped by either language's content.
    tags: projectSlugOfPath(path) === undefined ? [publicPageTag(language)] : ALL_PAGES,
    kind: 'page',
  };
}

/** The cache tags an event makes stale (empty for events that change no public read). */
export function tagsChangedBy(event: Pick<EventEnvelope, 'subject' | 'data'>): string[] {
  switch (event.subject) {
    case 'content.updated': {
      const { section, language } = event.data as EventPayloads['content.updated'];
      return [
        cacheTagOf(CONTENT_SECTION, { section, language }),
        cacheTagOf(CONTENT_ALL, { language }),
        publicPageTag(language),
      ];
    }
    case 'project.created':
    case 'project.updated': {
      const { project } = event.data as EventPayloads['project.updated'];
      // Lists, the project's slug read (by id: the slug may have just changed) and its pair's.
      return [
        PROJECT_LIST,
        projectTag(project.id),
        ...(project.translationKey ? [pairTag(project.translationKey)] : []),
        ...ALL_PAGES,
        // A slug change adds a redirect; a status change makes an address gone or live again.
        REDIRECT_LOOKUP,
      ];
    }
    case 'project.deleted':
      return [
        PROJECT_LIST,
        projectTag((event.data as EventPayloads['project.deleted']).id),
        ...ALL_PAGES,
        REDIRECT_LOOKUP,
      ];
    case 'project.redirects-changed':
      return [REDIRECT_LOOKUP];
    case 'media.updated': {
      // A new focal point cuts and places the image anew on every page that shows it; its old
      // crops' copies go too.
      const { media } = event.data as EventPayloads['media.updated'];
      return [IMAGE_FOCI, cacheTagOf(MEDIA_FILE, { filename: media.filename }), ...ALL_PAGES];
    }
    case 'media.deleted':
      return [
        cacheTagOf(MEDIA_FILE, { filename: (event.data as EventPayloads['media.deleted']).filename }),
        IMAGE_FOCI,
      ];
    default:
      return [];
  }
}

/**
 * The cache tag families a successful write through this gateway may have changed, dropped at
 * once on this replica so its own next read shows the write; the event does the same on every
 * replica a moment later.
 */
export function familiesChangedByWrite(method: string, path: string): string[] {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  const route = matchRoute(method, path)?.route;
  if (!route || route.keepsCachedReads) return [];
  return FAMILIES_BY_SERVICE.get(route.service) ?? [];
}

/** The subjects the gateway listens to. */
export const INVALIDATING_SUBJECTS = [
  'content.updated',
  'project.created',
  'project.updated',
  'project.deleted',
  'project.redirects-changed',
  'media.updated',
  'media.deleted',
];

/** How the gateway's listener keeps its public reads fresh. */
export const publicReadInvalidation: InvalidationRules = {
  name: 'gateway-cache',
  subjects: INVALIDATING_SUBJECTS,
  tagsChangedBy,
};

const isPrivate = (headers: Record<string, string | string[] | undefined>) =>
  /\b(private|no-store)\b/i.test(String(headers['cache-control'] ?? '')) ||
  headers['set-cookie'] !== undefined;

/** The reply's own tags (the projects it shows); a reply that is no JSON has none. */
function tagsOfReply(replyTags: (reply: unknown) => string[], body: Buffer): string[] {
  try {
    return replyTags(JSON.parse(body.toString('utf8')));
  } catch {
    return [];
  }
}

type Filled = Omit<CachedReply, 'storedAt' | 'etag'> & { etag?: string; cacheable: boolean };

/** Reads a public reply from the service into memory (a conditional request would get no body). */
async function readFromService(
  upstream: Upstream,
  read: CacheableRead,
  ctx: Context,
  facts: ForwardingFacts,
  https: boolean,
  maxEntryBytes: number,
): Promise<Filled | { stream: Dispatcher.ResponseData }> {
  const headers = upstreamRequestHeaders(ctx.req.headers, facts);
  delete headers['if-none-match'];
  delete headers['if-modified-since'];
  // A page about to be kept is drawn anew: the web server's own copy may predate the event
  // that made this one stale.
  if (read.kind === 'page') headers['cache-control'] = 'no-cache';
  const reply = await upstream.pool.request({ method: 'GET', path: read.path, headers });
  const length = Number(reply.headers['content-length'] ?? NaN);
  if (read.kind === 'media' && (Number.isNaN(length) || length > maxEntryBytes || reply.statusCode !== 200)) {
    return { stream: reply };
  }
  const body = Buffer.from(await reply.body.arrayBuffer());
  const replyHeaders = withOwnPolicy(
    upstream.name,
    reply.headers,
    clientResponseHeaders(reply.headers, { https }),
  );
  const etag = typeof reply.headers.etag === 'string' ? reply.headers.etag : undefined;
  return {
    status: reply.statusCode,
    headers: replyHeaders,
    body,
    ...(etag ? { etag } : {}),
    tags: read.replyTags ? [...read.tags, ...tagsOfReply(read.replyTags, body)] : read.tags,
    cacheable: reply.statusCode === 200 && !isPrivate(reply.headers),
  };
}

/** The headers kept with a reply: with its upstream's own policy where that replaces the gateway's (pages, media files). */
function withOwnPolicy(
  upstream: string,
  received: Record<string, string | string[] | undefined>,
  headers: Record<string, string | string[]>,
): Record<string, string | string[]> {
  const policy = upstreamPolicy(upstream, received);
  return policy ? { ...headers, 'content-security-policy': policy } : headers;
}

const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === '*' ||
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

function send(ctx: Context, entry: CachedReply, state: 'HIT' | 'MISS'): void {
  ctx.status = entry.status;
  for (const [name, value] of Object.entries(entry.headers)) {
    if (name !== 'content-length' && name !== 'etag') ctx.set(name, value);
  }
  ctx.set('ETag', entry.etag);
  ctx.set('X-Cache', state);
  const ifNoneMatch = ctx.get('if-none-match');
  if (entry.status === 200 && ifNoneMatch && matchesEtag(ifNoneMatch, entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.body = entry.body;
}

/** Answers a cacheable read from memory or from one (coalesced) call to the service. */
export async function serveCached(
  ctx: Context,
  cache: PublicCache,
  upstream: Upstream,
  read: CacheableRead,
  /** `facts` is asked for only when the service is called (a hit needs none). */
  options: { facts: () => ForwardingFacts; https: boolean },
): Promise<void> {
  const hit = cache.get(read.key);
  if (hit) {
    ctx.state.servedFromMemory = true;
    send(ctx, hit, 'HIT');
    return;
  }
  const fill = async () => {
    try {
      return await readFromService(upstream, read, ctx, options.facts(), options.https, cache.maxEntryBytes);
    } catch (error) {
      ctx.log.warn({ upstream: upstream.name, err: (error as Error).message }, 'upstream call failed');
      throw upstreamFailure(upstream.name, error);
    }
  };
  if (read.kind === 'media') {
    const filled = await fill();
    if ('stream' in filled) {
      ctx.status = filled.stream.statusCode;
      ctx.set(
        withOwnPolicy(
          upstream.name,
          filled.stream.headers,
          clientResponseHeaders(filled.stream.headers, { https: options.https }),
        ),
      );
      ctx.set('X-Cache', 'MISS');
      replyWithStream(ctx, filled.stream.body, upstream.name);
      return;
    }
    send(ctx, await cache.load(read.key, () => Promise.resolve(filled)), 'MISS');
    return;
  }
  const entry = await cache.load(read.key, async () => {
    const filled = await fill();
    if ('stream' in filled) throw new Error('a JSON read cannot stream');
    return filled;
  });
  send(ctx, entry, 'MISS');
}
