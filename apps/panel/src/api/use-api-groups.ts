import { bindGroups } from '@bitacora/api';
import { useMemo } from 'react';
import { useApiClient } from './use-api-client.ts';

/**
 * The named groups only (`{ auth: authEndpoints }`, a constant of the module that asks), bound to
 * the session's client: the login and the guard before the panel download their own calls,
 * not every group of `useApi`.
 */
export function useApiGroups<G extends Parameters<typeof bindGroups>[1]>(groups: G) {
  const client = useApiClient();
  return useMemo(() => bindGroups(client, groups), [client, groups]);
}
