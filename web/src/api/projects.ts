import { normalizeSlug, pathOf, type Language, type Project } from '@rawi/proto';
import { useMemo } from 'react';
import useSWR from 'swr';
import { previewMode } from '../preview/preview';
import { call } from './call';
import { projectKey } from './projectKey';
import { isNotFound } from './request';
import { alwaysRefetch } from './swrConfig';

/** A failed projects read raises 'Failed to fetch projects'. */
export const FETCH_PROJECTS_FAILED = 'Failed to fetch projects';

async function fetchProjects(language: Language): Promise<Project[]> {
  try {
    return await call('GET /api/projects', { query: { language } });
  } catch (error) {
    throw new Error(FETCH_PROJECTS_FAILED, { cause: error });
  }
}

/**
 * The public site shows what a visitor sees. The request helper sends a stored admin token, and
 * with it the service also returns drafts and archived projects (for the admin screens), so an
 * admin previewing the site would otherwise see unpublished work.
 */
const isPublished = (project: Project) => project.status === 'active';

async function fetchProject(slug: string, language: Language): Promise<Project | null> {
  try {
    const project = await call('GET /api/projects/slug/{slug}', {
      params: { slug },
      query: { language, anyLanguage: true },
    });
    // A project preview (signed-in staff, ?preview=project) shows drafts and archived ones too.
    return isPublished(project) || previewMode() === 'project' ? project : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function projectsKey(language: Language): string {
  return pathOf('GET /api/projects', {}, { language });
}

/** GET /api/projects?language=: the projects in one language, in the server's order. */
export function useProjects(language: Language) {
  // Refetched whenever a reader mounts, as content is: a page the server drew from its cache
  // may be a moment older than an admin's save (until the event drops it).
  // Only data and error are read: SWR re-renders a reader for each state it reads, and reading
  // isLoading made every page with the server's list render its cards twice more while the
  // mount's refetch came back with the same list.
  const { data, error } = useSWR<Project[], Error>(
    projectsKey(language),
    () => fetchProjects(language),
    alwaysRefetch,
  );
  // The list is for one language and for visitors; anything else the reply carries is not shown.
  const projects = useMemo(
    () =>
      Array.isArray(data)
        ? data.filter((project) => project.language === language && isPublished(project))
        : undefined,
    [data, language],
  );
  return { projects, error };
}

/**
 * GET /api/projects/slug/{slug}?language=&anyLanguage=true: the project with that slug in that
 * language, else in the other (its `language` says which); null when neither has it.
 */
export function useProject(typed: string, language: Language) {
  // In NFC, as slugs are stored: the key is the one the server's loader read the page under.
  const slug = normalizeSlug(typed);
  return useSWR<Project | null, Error>(
    projectKey(slug, language),
    () => fetchProject(slug, language),
    alwaysRefetch,
  );
}
