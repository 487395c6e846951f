/**
 * The server renderer (web/dist-server/entry-server.js, built by `vite build --ssr` from
 * web/src/entry-server.tsx) and the events that drop the pages it drew.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InvalidationRules } from '@rawi/kit/cache';
import type { EventPayloads } from '@rawi/proto';
import type { RenderedState } from '../src/app/renderedState.ts';

export interface PageRenderer {
  renderPage(url: string, state: RenderedState): Promise<{ html: string; styles: string }>;
  stateJson(state: RenderedState): string;
  RENDERED_STATE_ID: string;
}

/** The renderer's build, or undefined when there is none (pages are then drawn in the browser). */
export async function loadRenderer(ssrDir: string): Promise<PageRenderer | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * A rendered page depends on its language's content, on the projects, and on the library's
 * images (their focal points cut and place every image it shows).
 */
export const pageTags = (language: string) => [`content:${language}`, 'projects', 'media'];

/**
 * Every web replica listens: a content save drops its language's pages, a project change all,
 * and an image's new details (media.updated: a focal point) all.
 */
export const pageInvalidation: InvalidationRules = {
  name: 'web-pages',
  subjects: ['content.updated', 'project.*', 'media.updated'],
  tagsChangedBy: (event) =>
    event.subject === 'content.updated'
      ? [`content:${(event.data as EventPayloads['content.updated']).language}`]
      : event.subject === 'media.updated'
        ? ['media']
        : ['projects'],
};
