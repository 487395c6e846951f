import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/Spinner';
import { registerDictionaries } from '../i18n';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { pageRoutes } from './pageTable';
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

/** The page table (pageTable.ts) with each page's screen. */
export const routes: RouteObject[] = pageRoutes({
  layout: <PublicLayout />,
  landing: <LandingPage />,
  projects: <ProjectsPage />,
  project: <ProjectPage />,
  notFound: <NotFoundPage />,
  admin: (
    <Suspense fallback={<PageLoader />}>
      <AdminRoutes />
    </Suspense>
  ),
});
