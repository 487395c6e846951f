import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../../auth/AuthProvider';
import { RequireAuth } from '../../auth/RequireAuth';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { ConfirmProvider } from '../../components/admin/confirm';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ActivityPage } from './activity/ActivityPage';
import { ContactPage } from './contact/ContactPage';
import { ContentPage } from './content/ContentPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { HeroPage } from './hero/HeroPage';
import { LoginPage } from './login/LoginPage';
import { MediaPage } from './media/MediaPage';
import { ProjectsAdminPage } from './projects/ProjectsAdminPage';
import { ServicesPage } from './services/ServicesPage';
import { TeamPage } from './team/TeamPage';
import { UsersPage } from './users/UsersPage';

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
