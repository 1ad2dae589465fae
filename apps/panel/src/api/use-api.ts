import { type Api, createApi } from '@bitacora/api';
import { useMemo } from 'react';
import { downsizePhoto } from './downsize-photo.ts';
import { useApiClient } from './use-api-client.ts';

/**
 * Every group of the API on the session's client (`useApiClient`). A screen shown before the
 * panel binds only the groups it calls (`useApiGroups`), so the login's download stays small.
 */
export function useApi(): Api {
  const client = useApiClient();
  return useMemo(() => {
    const api = createApi(client);
    // Every panel upload (library, featured image, image in the body) passes here, so a phone
    // photo over the server's 5MB limit is downsized once, whichever screen sent it.
    const upload = api.media.upload;
    api.media.upload = async (input) =>
      upload({ ...input, image: await downsizePhoto(input.image) });
    return api;
  }, [client]);
}
