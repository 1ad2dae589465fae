import { Button, EmptyState } from '@bitacora/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * A route that failed to render or whose code could not be downloaded (a new version was
 * deployed meanwhile): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Error al mostrar la página', error), [error]);
  return (
    <main style={{ padding: '2rem' }}>
      <EmptyState
        role="alert"
        title="No se pudo mostrar la página"
        description="Vuelve a cargarla; si el problema sigue, inténtalo más tarde."
        action={<Button onClick={() => window.location.reload()}>Recargar</Button>}
      />
    </main>
  );
}
