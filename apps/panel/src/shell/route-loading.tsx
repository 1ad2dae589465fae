import { Spinner } from '@bitacora/ui';

/** What shows while a route's code or its guard's lookup is on its way. */
export function RouteLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50dvh' }}>
      <Spinner label="Cargando..." />
    </div>
  );
}
