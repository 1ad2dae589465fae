import type { Api, OldAddress, PublishingItemRef } from '@bitacora/api';
import { blogBaseUrl, type PreviewBlog, PUBLISHING_MESSAGES } from '@bitacora/domain';
import type { OldAddressesProps } from '@bitacora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useToast } from '../../feedback/feedback.tsx';

/**
 * An item's old addresses for its form (docs/product.md#slug-history): loaded with the item, and
 * again when `slug` (its current one) changes; 'Quitar' for who may change it (`mayRemove`, from
 * `can()`: a refused call would end the session). Undefined while there is no saved item.
 */
export function useOldAddresses(
  api: Api,
  item: PublishingItemRef | null,
  blog: PreviewBlog | null,
  mayRemove: boolean,
  slug?: string,
): OldAddressesProps | undefined {
  const toast = useToast();
  const [rows, setRows] = useState<readonly OldAddress[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  // The item's identity and current slug, so a new object for the same item does not load
  // again, and a rename does.
  const key = item ? JSON.stringify(item) : null;
  const request = key === null ? null : `${key}\n${slug ?? ''}`;
  const shownFor = useRef<string | null>(null);

  const load = useCallback(async () => {
    if (request === null) return;
    const [itemKey = ''] = request.split('\n');
    // Another item's addresses never show under this one while its own are loading.
    if (shownFor.current !== itemKey) setRows([]);
    shownFor.current = itemKey;
    try {
      setRows((await api.publishing.listOldAddresses(JSON.parse(itemKey))).data);
      setError(null);
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar las direcciones anteriores', failure);
      setError(PUBLISHING_MESSAGES.oldAddressesLoadFailed);
    }
  }, [api, request]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!key) return undefined;
  const ref = JSON.parse(key) as PublishingItemRef;
  const base = blogBaseUrl(blog, window.location.host);
  return {
    addresses: rows.map((row) => ({ id: row.id, url: `${base}${row.path}` })),
    error,
    removingId,
    onRemove: mayRemove
      ? (id) => {
          setRemovingId(id);
          api.publishing.removeOldAddress(ref, id).then(
            async () => {
              toast(PUBLISHING_MESSAGES.oldAddressRemoved);
              await load();
              setRemovingId(null);
            },
            (failure: unknown) => {
              setRemovingId(null);
              if (isSessionEnd(failure)) return;
              console.error('No se pudo quitar la dirección anterior', failure);
              setError(serverText(failure) ?? PUBLISHING_MESSAGES.oldAddressRemoveFailed);
            },
          );
        }
      : undefined,
  };
}
