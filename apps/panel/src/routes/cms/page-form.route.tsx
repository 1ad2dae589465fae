import { can, contentSaveErrorMessage, PAGE_MESSAGES } from '@bitacora/domain';
import type { PageFormValues } from '@bitacora/ui';
import { PageFormScreen, type PageFormSubmit } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../blog/use-active-blog.ts';
import { useBodyMedia } from '../../content/body-media.ts';
import { failureOf, isSessionEnd } from '../../content/call-failure.ts';
import { savePage } from '../../content/page-save.ts';
import { PANEL_MESSAGES } from '../../content/panel-messages.ts';
import { useContentByUuid } from '../../content/use-content-by-uuid.ts';
import { useKeptDraft } from '../../content/use-kept-draft.ts';
import { useSlugCheck } from '../../content/use-slug-check.ts';
import { useUnsavedChangesGuard } from '../../content/use-unsaved-changes-guard.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActor } from '../../session/actor.ts';
import { PATHS } from '../paths.ts';

/**
 * Page form, new or edit by uuid: the slug check on blur and the post-shaped save flow.
 * Leaving with unsaved changes asks first; a session that ends keeps them in the browser.
 */
export default function PageFormRoute() {
  const { uuid } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const media = useBodyMedia(api, blog?.id ?? null);
  const loaded = useContentByUuid(uuid, api.pages.getByUuid, 'page', 'la página');
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const page = loaded.status === 'ready' ? loaded.item : null;
  const slug = useSlugCheck(api.pages.checkSlug, page);
  const kept = useKeptDraft<PageFormValues>('page', uuid ?? null);
  const guard = useUnsavedChangesGuard(kept.dirty);

  const submit = async (submitted: PageFormSubmit) => {
    if (!blog) return;
    if (page && !can(user, 'update:page:own', page)) {
      setSaveError(PANEL_MESSAGES.noPermission);
      return;
    }
    setIsSaving(true);
    setSaveError(null);
    try {
      await savePage(api, {
        ...submitted,
        existing: page,
        authorId: user?.id ?? null,
        blogId: blog.id,
        now: new Date(),
      });
      kept.forget();
      guard.markSaved();
      toast(PAGE_MESSAGES.saved);
      navigate(PATHS.pages);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar la página', error);
      setSaveError(contentSaveErrorMessage('page', failureOf(error)));
      setIsSaving(false);
    }
  };

  const status =
    activeBlog.status === 'error' ? 'error' : blog === null ? 'loading' : loaded.status;

  return (
    <PageFormScreen
      media={media}
      mode={uuid ? 'edit' : 'create'}
      status={status}
      error={loaded.status === 'error' ? loaded.message : null}
      initial={page}
      startFrom={kept.recovered}
      draftOffer={kept.offer}
      onEdit={kept.onEdit}
      isSaving={isSaving}
      saveError={saveError}
      slugAvailability={slug.availability}
      onCheckSlug={({ slug: value }) => void slug.onCheck(value)}
      onSubmit={(submitted) => void submit(submitted)}
      onCancel={() => navigate(PATHS.pages)}
      onBack={() => navigate(PATHS.pages)}
    />
  );
}
