/**
 * The site's pages, declared once: each public page's path and loader, and the admin panel's
 * branch. The browser's router draws them (routes.tsx gives each its screen); the web
 * container's server matches and loads them with react-router's static handler, so a path no
 * page takes, or a loader's 404, is a 404 page. Plain TypeScript without components, so the
 * server (Node, no bundler) loads it.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { landingLoader } from '../pages/landing/loader.ts';
import { notFoundLoader } from '../pages/not-found/loader.ts';
import { projectLoader } from '../pages/project/loader.ts';
import { projectsLoader } from '../pages/projects/loader.ts';
import { adminLoader } from '../pages/admin/loader.ts';

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
          path: 'projects',
          caseSensitive: true,
          element: screens?.projects,
          loader: projectsLoader,
        },
        {
          id: 'project',
          path: 'projects/:slug',
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
