import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/Spinner';
import { registerDictionaries } from '../i18n';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { PublicLayout } from './PublicLayout';

// The landing page is what most visitors open first, so it ships in the entry chunk; every
// other screen is its own chunk, and the admin panel never reaches the public bundle.
const ProjectsPage = lazy(() =>
  import('../pages/projects/ProjectsPage').then((module) => ({ default: module.ProjectsPage })),
);
const ProjectPage = lazy(() =>
  import('../pages/project/ProjectPage').then((module) => ({ default: module.ProjectPage })),
);
// The admin chunk brings its own strings: registered before the panel first renders.
const AdminRoutes = lazy(async () => {
  const [admin, { adminDictionaries }] = await Promise.all([
    import('../pages/admin/index'),
    import('../i18n/adminDictionaries'),
  ]);
  registerDictionaries(adminDictionaries);
  return { default: admin.AdminRoutes };
});

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'projects', element: <ProjectsPage /> },
      { path: 'projects/:slug', element: <ProjectPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The admin module renders its own <Routes> for /admin, /admin/login and /admin/<screen>.
    path: 'admin/*',
    element: (
      <Suspense fallback={<PageLoader />}>
        <AdminRoutes />
      </Suspense>
    ),
  },
];
