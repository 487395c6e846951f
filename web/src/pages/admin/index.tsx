import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../../auth/AuthProvider';
import { RequireAuth } from '../../auth/RequireAuth';
import { AdminLayout } from '../../components/admin/layout/AdminLayout';
import { ConfirmProvider } from '../../components/admin/notifications/confirm';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { LoginPage } from './login/LoginPage';
import { ADMIN_SCREENS, type AdminScreenDeclaration } from './screens';

/** The screens' modules (login's aside), each its own chunk, imported when the screen is first drawn. */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>(['./*/*Page.tsx', '!./login/**']);

/** A screen's component, from its module as the screens name it (`<folder>/<Name>Page`). */
export async function loadScreen(page: AdminScreenDeclaration['page']): Promise<ComponentType> {
  const load = SCREEN_MODULES[`./${page}.tsx`];
  const name = page.slice(page.lastIndexOf('/') + 1);
  const component = load && (await load())[name];
  if (!component) throw new Error(`No admin screen ${name} in ${page}.tsx`);
  return component;
}

// Each screen is loaded when it is first opened (inside the layout's Suspense, which keeps the
// sidebar in place); login, where a session starts, comes with the tree.
const SCREENS = ADMIN_SCREENS.map(({ path, page }) => ({
  path,
  Screen: lazy(async () => ({ default: await loadScreen(page) })),
}));

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
            {SCREENS.map(({ path, Screen }) =>
              path === '' ? (
                <Route key="" index element={<Screen />} />
              ) : (
                <Route key={path} path={path} element={<Screen />} />
              ),
            )}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ConfirmProvider>
    </AuthProvider>
  );
}
