import type { Api, PreviewLink, PublishingItemRef } from '@bitacora/api';
import { PUBLISHING_MESSAGES } from '@bitacora/domain';
import type { PreviewSharingProps } from '@bitacora/ui';
import { useCallback, useEffect, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useAlert, useToast } from '../../feedback/feedback.tsx';

type PreviewItem = PublishingItemRef & { kind: 'post' | 'page' };

/**
 * 'Vista previa' and 'Compartir vista previa' for a saved post or page
 * (docs/product.md#draft-preview). The preview opens in a new tab once its link exists: the click
 * still counts as the user's, as browsers allow for a few seconds. Sharing is offered to who may
 * edit the item (`mayShare`, from `can()`).
 */
export function usePreviewLinks(
  api: Api,
  item: PreviewItem | null,
  mayShare: boolean,
): { openPreview?: () => void; sharing?: PreviewSharingProps } {
  const toast = useToast();
  const alert = useAlert();
  const [links, setLinks] = useState<readonly PreviewLink[]>([]);
  const [created, setCreated] = useState<{ url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = item ? JSON.stringify(item) : null;

  const load = useCallback(async () => {
    if (!key || !mayShare) return;
    try {
      setLinks((await api.publishing.listPreviewLinks(JSON.parse(key) as PreviewItem)).data);
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar los enlaces de vista previa', failure);
      setError(PUBLISHING_MESSAGES.linksLoadFailed);
    }
  }, [api, key, mayShare]);

  useEffect(() => {
    setLinks([]);
    setCreated(null);
    setError(null);
    void load();
  }, [load]);

  if (!key) return {};
  const ref = JSON.parse(key) as PreviewItem;

  const failed = (fallback: string) => (failure: unknown) => {
    setBusy(false);
    if (isSessionEnd(failure)) return;
    console.error(fallback, failure);
    setError(serverText(failure) ?? fallback);
  };

  return {
    openPreview: () => {
      api.publishing.createPreviewLink(ref, { shared: false }).then(
        (link) => {
          window.open(link.url, '_blank', 'noopener');
        },
        (failure: unknown) => {
          if (isSessionEnd(failure)) return;
          console.error('No se pudo abrir la vista previa', failure);
          void alert(serverText(failure) ?? PUBLISHING_MESSAGES.previewFailed);
        },
      );
    },
    sharing: mayShare
      ? {
          links,
          created,
          busy,
          error,
          onShare: (days) => {
            setBusy(true);
            setError(null);
            api.publishing.createPreviewLink(ref, { shared: true, days }).then(async (link) => {
              setCreated({ url: link.url });
              await load();
              setBusy(false);
            }, failed(PUBLISHING_MESSAGES.shareFailed));
          },
          onRevoke: (uuid) => {
            setBusy(true);
            setError(null);
            api.publishing.revokePreviewLink(ref, uuid).then(async () => {
              toast(PUBLISHING_MESSAGES.revoked);
              setCreated(null);
              await load();
              setBusy(false);
            }, failed(PUBLISHING_MESSAGES.revokeFailed));
          },
        }
      : undefined,
  };
}
