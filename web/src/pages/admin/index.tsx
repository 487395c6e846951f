import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../../auth/AuthProvider';
import { RequireAuth } from '../../auth/RequireAuth';
import { AdminLayout } from '../../components/admin/layout/AdminLayout';
import { ConfirmProvider } from '../../components/admin/notifications/confirm';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { LoginPage } from './login/LoginPage';

// Each screen is its own chunk, loaded when it is opened (inside the layout's Suspense, which
// keeps the sidebar in place); the dashboard and login, where a session starts, come with the tree.
const ActivityPage = lazy(() => import('./activity/ActivityPage').then((m) => ({ default: m.ActivityPage })));
const ContactPage = lazy(() => import('./contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const ContentPage = lazy(() => import('./content/ContentPage').then((m) => ({ default: m.ContentPage })));
const HeroPage = lazy(() => import('./hero/HeroPage').then((m) => ({ default: m.HeroPage })));
const MediaPage = lazy(() => import('./media/MediaPage').then((m) => ({ default: m.MediaPage })));
const ProjectsAdminPage = lazy(() =>
  import('./projects/ProjectsAdminPage').then((m) => ({ default: m.ProjectsAdminPage })),
);
const RedirectsPage = lazy(() =>
  import('./redirects/RedirectsPage').then((m) => ({ default: m.RedirectsPage })),
);
const ServicesPage = lazy(() => import('./services/ServicesPage').then((m) => ({ default: m.ServicesPage })));
const TeamPage = lazy(() => import('./team/TeamPage').then((m) => ({ default: m.TeamPage })));
const UsersPage = lazy(() => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })));

/**
 * The admin panel's route tree, loaded lazily by src/app/routes.tsx under /admin/* (paths here
 * are relative to /admin). Everything imported here lands in the admin chunk, never in the
 * public bundle. Every screen but the login page is behind the session check.
 */
export function AdminRoutes() {
  return (
    <AuthProvider>
      <ConfirmProvider>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route
            element={
              <RequireAuth>
                <AdminLayout />
              </RequireAuth>
            }
          >
            <Route index element={<DashboardPage />} />
            <Route path="content" element={<ContentPage />} />
            <Route path="hero" element={<HeroPage />} />
            <Route path="services" element={<ServicesPage />} />
            <Route path="projects" element={<ProjectsAdminPage />} />
            <Route path="redirects" element={<RedirectsPage />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="media" element={<MediaPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="activity" element={<ActivityPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ConfirmProvider>
    </AuthProvider>
  );
}
