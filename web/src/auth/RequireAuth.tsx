import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from '../app/paths';
import { PageLoader } from '../components/Spinner';
import { useAuth } from './AuthContext';

/** Admin screens: 'Loading...' while the session is checked, then the screen or the login page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={PATHS.adminLogin} replace state={{ from: location.pathname }} />;
  return children;
}
