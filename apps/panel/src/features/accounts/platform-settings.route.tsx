import type { PlatformSettings } from '@bitacora/api';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import { PlatformSettingsScreen } from '@bitacora/ui';
import { useCallback, useEffect, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; settings: PlatformSettings };

/** 'Ajustes de la plataforma' (SUPER_ADMIN): requiring two-factor of every account, and the platform's share of tips. */
export default function PlatformSettingsRoute() {
  const api = useApi();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'ready', settings: await api.platform.getSettings() });
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar los ajustes de la plataforma', failure);
      setLoaded({ status: 'error' });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (settings: PlatformSettings) => {
    setIsSaving(true);
    setSaveError(null);
    try {
      const saved = await api.platform.updateSettings(settings);
      setLoaded({ status: 'ready', settings: saved });
      toast(TWO_FACTOR_MESSAGES.platformSaved);
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      setSaveError(serverText(failure) ?? TWO_FACTOR_MESSAGES.platformSaveFailed);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <PlatformSettingsScreen
      status={loaded.status}
      settings={loaded.status === 'ready' ? loaded.settings : null}
      onRetry={() => void load()}
      onSave={(settings) => void save(settings)}
      isSaving={isSaving}
      saveError={saveError}
    />
  );
}
