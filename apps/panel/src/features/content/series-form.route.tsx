import { can, contentSaveErrorMessage, hasFeature } from '@bitacora/domain';
import { SeriesFormScreen, type SeriesFormValues } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { failureOf, isSessionEnd } from '../../api/call-failure.ts';
import { downsizeChosenPhoto } from '../../api/downsize-photo.ts';
import { useApi } from '../../api/use-api.ts';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { useUnsavedChangesGuard } from '../../feedback/use-unsaved-changes-guard.ts';
import { PATHS } from '../../paths.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useUpgrade } from '../payments/index.ts';
import { saveSeries } from './series-save.ts';
import { termLanguages, useBlogLanguages } from './use-blog-languages.ts';
import { useContentByUuid } from './use-content-by-uuid.ts';
import { useOldAddresses } from './use-old-addresses.ts';
import { useSlugCheck } from './use-slug-check.ts';

/**
 * Series form, new or edit by uuid: slug check, cover upload or removal, and the series'
 * posts by sequenceNumber. A FREE blog cannot start a series (PRO feature), so the new form
 * offers PRO instead of failing on save.
 */
export default function SeriesFormRoute() {
  const { uuid } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const loaded = useContentByUuid(uuid, api.series.getByUuid, 'series', 'la serie');
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const series = loaded.status === 'ready' ? loaded.item : null;
  const slug = useSlugCheck(api.series.checkSlug, series);
  const oldAddresses = useOldAddresses(
    api,
    series ? { kind: 'series', uuid: series.uuid } : null,
    blog,
    series !== null && can(user, 'update:series:own', series),
  );
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const offer = useUpgrade();
  const languages = useBlogLanguages(api, blog);

  const save = async (values: SeriesFormValues) => {
    if (!user) return;
    if (series && !can(user, 'update:series:own', series)) {
      setSaveError(PANEL_MESSAGES.noPermission);
      return;
    }
    setIsSaving(true);
    setSaveError(null);
    try {
      await saveSeries(api, { values, authorId: user.id });
      guard.markSaved();
      navigate(PATHS.series);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar la serie', error);
      setSaveError(contentSaveErrorMessage('series', failureOf(error)));
      setIsSaving(false);
    }
  };

  const cannotStart = !uuid && blog !== null && !hasFeature(blog.plan, 'series');
  const status =
    activeBlog.status === 'error' ? 'error' : blog === null ? 'loading' : loaded.status;
  const error = loaded.status === 'error' ? loaded.message : null;

  return (
    <SeriesFormScreen
      mode={uuid ? 'edit' : 'create'}
      status={status}
      series={series}
      languages={termLanguages(languages.main, languages.inUse, series ? [series] : [])}
      onDirtyChange={setDirty}
      prepareCover={downsizeChosenPhoto}
      authorId={user?.id ?? null}
      error={error}
      isSaving={isSaving}
      saveError={saveError}
      slugAvailability={slug.availability}
      onCheckSlug={(value) => void slug.onCheck(value)}
      onSave={(values) => void save(values)}
      onBack={() => navigate(PATHS.series)}
      onEditPost={({ uuid: postUuid }) => navigate(PATHS.editPost(postUuid))}
      oldAddresses={oldAddresses}
      upgradeOffer={
        cannotStart
          ? {
              canUpgrade: can(user, 'manage:billing'),
              upgradingInterval: offer.upgradingInterval,
              onUpgrade: ({ interval }) => void offer.upgrade(interval),
            }
          : null
      }
    />
  );
}
