import type { BlogSettings, MediaItem } from '@bitacora/api';
import { can, normalizePlan, settingsErrorMessage } from '@bitacora/domain';
import {
  DesignPreview,
  DesignScreen,
  type DesignValues,
  designValuesOf,
  type MediaLibrary,
  type PickerImage,
  type PreviewItem,
} from '@bitacora/ui';
import { useEffect, useMemo, useState } from 'react';
import { fieldErrorsOf, isRefusal, isSessionEnd, serverText } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { useUnsavedChangesGuard } from '../../feedback/use-unsaved-changes-guard.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { uploadMedia } from '../media/index.ts';
import { useUpgrade } from '../payments/index.ts';
import { keepPreviewToken } from './preview-token.ts';

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
  const [draft, setDraft] = useState<DesignValues | null>(null);
  const preview = useDesignPreview(
    loaded.status === 'ready' ? loaded.settings : null,
    draft,
    blogId,
  );

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
      setDraft(null);
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
      onDraftChange={setDraft}
      preview={<DesignPreview {...preview} />}
      media={media}
      upgradingInterval={upgradingInterval}
      onUpgrade={({ interval }) => void upgrade(interval)}
    />
  );
}

/** How long the draft rests before its preview is asked for. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The live preview's token for the draft (the saved design until the fields change), asked
 * for again a moment after each change, and the blog's latest published post and page.
 */
function useDesignPreview(
  settings: BlogSettings | null,
  draft: DesignValues | null,
  blogId: number | null,
) {
  const api = useApi();
  const [token, setToken] = useState<{ origin: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [items, setItems] = useState<{ post: PreviewItem | null; page: PreviewItem | null }>({
    post: null,
    page: null,
  });
  const shown = draft ?? (settings ? designValuesOf(settings) : null);
  const key = shown ? JSON.stringify(shown) : null;

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    const latest = { blogId, status: 'PUBLISHED', limit: 1 } as const;
    Promise.all([api.posts.list(latest), api.pages.list(latest)]).then(
      ([posts, pages]) => {
        if (cancelled) return;
        const post = posts.data[0];
        const page = pages.data[0];
        setItems({
          post: post ? { title: post.title, path: `/blog/${encodeURIComponent(post.slug)}` } : null,
          page: page ? { title: page.title, path: `/${encodeURIComponent(page.slug)}` } : null,
        });
      },
      (failure: unknown) => {
        if (!isSessionEnd(failure)) console.error('No se pudo leer lo publicado', failure);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId]);

  useEffect(() => {
    if (key === null) return;
    const values = JSON.parse(key) as DesignValues;
    // Asked again before the token expires, so a screen left open keeps its live preview.
    const kept = keepPreviewToken({
      // The whole draft: the server takes the design and layout fields and leaves the rest.
      ask: () => api.settings.designPreview(values),
      onToken: (answer) => {
        setError(null);
        setToken({ origin: answer.origin, token: answer.token });
      },
      onError: (failure) => {
        if (isSessionEnd(failure)) return;
        setError(
          fieldErrorsOf(failure).customCss ??
            serverText(failure) ??
            'No se pudo preparar la vista previa.',
        );
      },
      // A draft the server refused stays refused; a lost connection may come back.
      retry: (failure) => !isRefusal(failure),
      delayMs: PREVIEW_DEBOUNCE_MS,
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') kept.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      kept.stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, key]);

  return {
    origin: token?.origin ?? null,
    token: token?.token ?? null,
    error,
    post: items.post,
    page: items.page,
  };
}
