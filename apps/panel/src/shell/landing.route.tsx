import { LandingScreen } from '@bitacora/ui';
import { useNavigate } from 'react-router';

/** '/': the landing page, when the panel itself is asked for it. */
export default function LandingRoute() {
  const navigate = useNavigate();
  return <LandingScreen onNavigate={({ href }) => navigate(href)} />;
}
