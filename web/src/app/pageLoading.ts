/**
 * What a page's loader is given and gives back. The loaders run in the web container's server
 * (its static handler matches the page table): the browser's router is declarative, and the
 * reads a loader made reach it as SWR's fallback. The loaders and this file import nothing
 * Node cannot load by itself (no components, `.ts` extensions), as the server runs them so.
 */
import {
  libraryImageId,
  pathOf,
  type ContentItem,
  type FocalPoint,
  type ImageFocus,
  type Language,
  type Project,
  type User,
} from '@rawi/proto';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { PageHead, Translate } from './pageHeads.ts';

/** The public API's reads a page makes (the server reads through the gateway). */
export interface PublicReads {
  projectBySlug(slug: string, language: Language): Promise<Project | undefined>;
  /** Every language's projects (the sitemap), or one language's (a page). */
  projects(language?: Language): Promise<Project[]>;
  /** Every saved section of a language. */
  contentAll(language: Language): Promise<ContentItem[]>;
  /** The focal points editors set on the library's images. */
  imageFoci(): Promise<ImageFocus[]>;
}

/**
 * The library's focal points as a page's state carries them (every image a page shows is cut
 * and placed by its own), or none when they could not be read: the page is still whole, and
 * the browser reads them itself.
 */
export async function readImageFoci(
  api: PublicReads,
): Promise<{ data: Record<string, ImageFocus[]>; focalOf: (src: string) => FocalPoint | undefined }> {
  let foci: ImageFocus[] | undefined;
  try {
    foci = await api.imageFoci();
  } catch {
    foci = undefined;
  }
  return {
    data: foci ? { [pathOf('GET /api/media/focal-points')]: foci } : {},
    focalOf: (src) => foci?.find((focus) => focus.id === libraryImageId(src)),
  };
}

/**
 * Reads made as the signed-in admin whose session cookie came with the page's request (the
 * server reads through the gateway with that session, so each read is allowed or refused as the
 * browser's own would be).
 */
export interface SessionReads {
  /** The signed-in admin, or undefined when the session is not (or no longer) valid. */
  user(): Promise<User | undefined>;
  /** The reply of a GET at `path`: null where the API said 404, undefined where it refused or failed. */
  read(path: string): Promise<unknown>;
}

/** What the server gives every loader. */
export interface PageContext {
  language: Language;
  t: Translate;
  /** The path as the server decoded it (without trailing slashes). */
  path: string;
  /** Absent when the server has no API address: the pages are then read in the browser. */
  api: PublicReads | undefined;
  /** Present when the request carried an admin's session cookie (an /admin page). */
  session?: SessionReads | undefined;
}

export type PageLoaderArgs = LoaderFunctionArgs<PageContext>;

/**
 * An image the server has the browser fetch at once: its URL and what the page draws it as, which
 * the server turns into the `sizes` the page then asks for it at (web/server/pageHead.ts).
 */
export interface PreloadImage {
  src: string;
  drawnAs: 'hero' | 'projectCard';
  /** Its focal point, where its variants are cut to the box it is drawn in (a project card). */
  focal?: FocalPoint | undefined;
}

/** What the server knows of a page before the app runs: its head and the reads it drew with. */
export interface LoadedPage {
  head: PageHead;
  /**
   * The first screen's largest image (the landing hero, the first project card), fetched before
   * the app asks for it.
   */
  preloadImage?: PreloadImage;
  /**
   * The page's reads by the key the app reads them with (null where the API said 404), for the
   * server's render and the browser's first render. Absent: not rendered on the server (the
   * admin panel).
   */
  data?: Record<string, unknown>;
  /** False when a read failed: the page is served (the app retries in the browser) but not kept. */
  complete: boolean;
  /**
   * The language the address itself names, where it is not the one asked for (a project's slug
   * in the other language): the page is described and drawn again in that language.
   */
  language?: Language;
}

type PageParts = Omit<LoadedPage, 'complete'>;

/**
 * A page from its reads. When one fails, or there is no API, the page is still served with
 * `unread`'s parts (status 200, no reads) for the app to retry in the browser, and not kept.
 */
export async function readPage(
  api: PublicReads | undefined,
  unread: PageParts,
  read: (api: PublicReads) => Promise<PageParts>,
): Promise<LoadedPage> {
  try {
    if (!api) throw new Error('no API');
    return { ...(await read(api)), complete: true };
  } catch {
    return { data: {}, ...unread, complete: false };
  }
}

/** Ends a loader with status 404: the page is still drawn, from what it carries. */
export function notFound(page: LoadedPage): never {
  throw data(page, { status: 404 });
}
