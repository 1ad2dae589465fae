import type { BlogSettings, MediaItem } from '@bitacora/api';
import { can, normalizePlan, settingsErrorMessage } from '@bitacora/domain';
import { DesignScreen, type DesignValues, type MediaLibrary, type PickerImage } from '@bitacora/ui';
import { useEffect, useMemo, useState } from 'react';
import { fieldErrorsOf, isSessionEnd, serverText } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { useUnsavedChangesGuard } from '../../feedback/use-unsaved-changes-guard.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { uploadMedia } from '../media/index.ts';
import { useUpgrade } from '../payments/index.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; settings: BlogSettings };

function pickerImageOf(item: MediaItem): PickerImage {
  return { id: item.id, url: item.url, thumbnail: item.urls.small, name: item.originalName };
}

/**
 * 'Diseño' (an admin's screen): the design fields of GET /api/settings, saved through PUT with
 * the same answer back; the logo and icon are shown from the library, and chosen or uploaded
 * there (a library image, not a post's).
 */
export default function DesignRoute() {
  const user = useActor();
  if (!can(user, 'manage:settings')) {
    return (
      <DesignScreen
        status="error"
        settings={null}
        plan="FREE"
        error={PANEL_MESSAGES.settingsAdminsOnly}
        onSave={() => {}}
        onUpgrade={() => {}}
      />
    );
  }
  return <AdminDesign />;
}

function AdminDesign() {
  const api = useApi();
  const alert = useAlert();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const blogId = blog?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [images, setImages] = useState<Record<number, PickerImage>>({});
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [showSaved, setShowSaved] = useState(false);
  const { upgradingInterval, upgrade } = useUpgrade();

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    api.settings.get().then(
      (settings) => {
        if (cancelled) return;
        const wanted = [
          settings.logoId,
          settings.faviconId,
          settings.coverImageId,
          settings.socialImageId,
        ].filter((id): id is number => typeof id === 'number');
        if (wanted.length === 0) {
          setLoaded({ status: 'ready', settings });
          return;
        }
        // The saved logo and icon are shown from the library; without it, by their number.
        listAll((page) => api.media.list({ blogId, ...page }))
          .then(
            (items) => {
              if (cancelled) return;
              setImages(
                Object.fromEntries(
                  items
                    .filter((item) => wanted.includes(item.id))
                    .map((item) => [item.id, pickerImageOf(item)]),
                ),
              );
            },
            (error: unknown) => {
              if (!isSessionEnd(error)) console.error('No se pudo leer la biblioteca', error);
            },
          )
          .finally(() => {
            if (!cancelled) setLoaded({ status: 'ready', settings });
          });
      },
      (error: unknown) => {
        if (cancelled || isSessionEnd(error)) return;
        console.error('No se pudo cargar el diseño', error);
        setLoaded({ status: 'error', message: settingsErrorMessage('load') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId]);

  const media = useMemo<MediaLibrary | undefined>(() => {
    if (blogId === null) return undefined;
    return {
      loadPage: async ({ search, page, limit }) => {
        const found = await api.media.list({ blogId, search, page, limit });
        return { items: found.data.map(pickerImageOf), total: found.total };
      },
      upload: async (file, onProgress = () => {}) => {
        const image = pickerImageOf(
          await uploadMedia(api, { image: file, entityType: 'general' }, onProgress),
        );
        setImages((current) => ({ ...current, [image.id]: image }));
        return image;
      },
    };
  }, [api, blogId]);

  const save = async (values: DesignValues) => {
    if (loaded.status !== 'ready') return;
    setIsSaving(true);
    setSaveError(null);
    setFieldErrors({});
    setShowSaved(false);
    try {
      const settings = await api.settings.update(values);
      setLoaded({ status: 'ready', settings });
      setShowSaved(true);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar el diseño', error);
      setSaveError(serverText(error));
      setFieldErrors(fieldErrorsOf(error));
      await alert(settingsErrorMessage('save'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <DesignScreen
      status={activeBlog.status === 'error' ? 'error' : loaded.status}
      settings={loaded.status === 'ready' ? loaded.settings : null}
      images={images}
      plan={normalizePlan(blog?.plan)}
      error={loaded.status === 'error' ? loaded.message : null}
      isSaving={isSaving}
      saveError={saveError}
      fieldErrors={fieldErrors}
      showSaved={showSaved}
      onDismissSaved={() => setShowSaved(false)}
      onSave={(values) => void save(values)}
      onDirtyChange={setDirty}
      media={media}
      upgradingInterval={upgradingInterval}
      onUpgrade={({ interval }) => void upgrade(interval)}
    />
  );
}
