import { ButtonLink, EmptyState } from '@bitacora/ui';
import { useNavigate } from 'react-router';

/** Any address the panel does not know. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <main style={{ padding: '2rem' }}>
      <EmptyState
        role="alert"
        title="Página no encontrada"
        description="La dirección que has abierto no existe en el panel."
        action={
          <ButtonLink href="/cms/dashboard" onNavigate={({ href }) => navigate(href)}>
            Ir al Dashboard
          </ButtonLink>
        }
      />
    </main>
  );
}
