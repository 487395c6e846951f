import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../app/paths';
import { useAuth } from './AuthContext';

/** Admin screens: the screen for a signed-in admin, the login page for anyone else. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={PATHS.adminLogin} replace state={{ from: location.pathname }} />;
  return children;
}
