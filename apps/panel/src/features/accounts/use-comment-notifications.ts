import { COMMENT_NOTIFICATION_MESSAGES, type CommentNotificationMode } from '@bitacora/domain';
import type { CommentNotificationsSectionProps } from '@bitacora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; mode: CommentNotificationMode };

/**
 * 'Avisos de comentarios' of 'Mi perfil': loads the signed-in user's choice and saves a new one
 * when picked. `enabled` is false on anyone else's profile, where nothing is loaded.
 */
export function useCommentNotifications(
  enabled: boolean,
): CommentNotificationsSectionProps | undefined {
  const api = useApi();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [saving, setSaving] = useState<CommentNotificationMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setLoaded({ status: 'loading' });
    try {
      const { mode } = await api.commentNotifications.get();
      if (mine === generation.current) setLoaded({ status: 'ready', mode });
    } catch (failure) {
      if (mine !== generation.current || isSessionEnd(failure)) return;
      console.error('No se pudo cargar la preferencia de avisos', failure);
      setLoaded({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    if (!enabled) return;
    void load();
    return () => {
      generation.current++;
    };
  }, [enabled, load]);

  if (!enabled) return undefined;
  return {
    status: loaded.status,
    ...(loaded.status === 'ready' ? { mode: loaded.mode } : {}),
    onRetry: () => void load(),
    saving,
    error,
    onChange: (mode) => {
      setSaving(mode);
      setError(null);
      api.commentNotifications.update({ mode }).then(
        (saved) => {
          setLoaded({ status: 'ready', mode: saved.mode });
          setSaving(null);
          toast(COMMENT_NOTIFICATION_MESSAGES.saved);
        },
        (failure: unknown) => {
          setSaving(null);
          if (isSessionEnd(failure)) return;
          console.error('No se pudo guardar la preferencia de avisos', failure);
          setError(serverText(failure) ?? COMMENT_NOTIFICATION_MESSAGES.saveFailed);
        },
      );
    },
  };
}
