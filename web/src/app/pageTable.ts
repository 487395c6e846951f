/**
 * The site's pages, declared once: each public page's path and loader, and the admin panel's
 * branch. The browser's router draws them (routes.tsx gives each its screen); the web
 * container's server matches and loads them with react-router's static handler, so a path no
 * page takes, or a loader's 404, is a 404 page. Plain TypeScript without components, so the
 * server (Node, no bundler) loads it.
 */
import type { ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { PUBLIC_PAGE_PATHS } from '@rawi/proto';
import type { PageContext } from './pageLoading.ts';

/**
 * A page's loader, imported when it first runs: only the server runs loaders (the browser's
 * router is declarative), so none of their code is in the browser's first script.
 */
const lazyLoader =
  (load: () => Promise<LoaderFunction<PageContext>>): LoaderFunction<PageContext> =>
  async (args) =>
    (await load())(args);

const landingLoader = lazyLoader(async () => (await import('../pages/landing/loader.ts')).landingLoader);
const projectsLoader = lazyLoader(async () => (await import('../pages/projects/loader.ts')).projectsLoader);
const projectLoader = lazyLoader(async () => (await import('../pages/project/loader.ts')).projectLoader);
const notFoundLoader = lazyLoader(async () => (await import('../pages/not-found/loader.ts')).notFoundLoader);
const adminLoader = lazyLoader(async () => (await import('../pages/admin/loader.ts')).adminLoader);

/** What each route draws; the server matches and loads without them. */
export interface PageScreens {
  layout: ReactNode;
  landing: ReactNode;
  projects: ReactNode;
  project: ReactNode;
  notFound: ReactNode;
  admin: ReactNode;
}

/** The route objects, with their screens in the browser and without them on the server. */
export function pageRoutes(screens?: PageScreens): RouteObject[] {
  // Paths match case-sensitively: /Projects is no page.
  return [
    {
      id: 'public',
      element: screens?.layout,
      children: [
        { id: 'landing', index: true, element: screens?.landing, loader: landingLoader },
        {
          id: 'projects',
          path: PUBLIC_PAGE_PATHS.projects,
          caseSensitive: true,
          element: screens?.projects,
          loader: projectsLoader,
        },
        {
          id: 'project',
          path: PUBLIC_PAGE_PATHS.project,
          caseSensitive: true,
          element: screens?.project,
          loader: projectLoader,
        },
        { id: 'not-found', path: '*', element: screens?.notFound, loader: notFoundLoader },
      ],
    },
    {
      // The admin module draws its own routes for /admin, /admin/login and /admin/<screen>.
      id: 'admin',
      path: 'admin/*',
      caseSensitive: true,
      element: screens?.admin,
      loader: adminLoader,
    },
  ];
}
