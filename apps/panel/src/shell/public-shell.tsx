import { PublicLayout } from '@bitacora/ui';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../paths.ts';

/** Login, signup and blogs are shown without the main navigation. */
const WITHOUT_NAVIGATION: readonly string[] = [PATHS.login, PATHS.signup, PATHS.blogPicker];

/** The public layout: header with login, signup and about, and the footer with the year. */
export function PublicShell() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <PublicLayout
      year={new Date().getFullYear()}
      hideNavigation={WITHOUT_NAVIGATION.includes(location.pathname.replace(/\/+$/, ''))}
      onNavigate={({ href }) => navigate(href)}
    >
      <Outlet />
    </PublicLayout>
  );
}
