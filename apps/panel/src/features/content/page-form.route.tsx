import type { Page } from '@bitacora/api';
import { can, contentSaveErrorMessage, PAGE_MESSAGES, validatePage } from '@bitacora/domain';
import type { PageFormValues } from '@bitacora/ui';
import { PageFormScreen, type PageFormSubmit } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { failureOf, isSessionEnd } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { PATHS } from '../../paths.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useBodyMedia } from './body-media.ts';
import { autosavePage, savePage } from './page-save.ts';
import { useContentByUuid } from './use-content-by-uuid.ts';
import { useEditSession } from './use-edit-session.tsx';
import { useOldAddresses } from './use-old-addresses.ts';
import { usePreviewLinks } from './use-preview-links.ts';
import { useSlugCheck } from './use-slug-check.ts';

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
  const loaded = useContentByUuid(uuid, api.pages.getByUuid, 'page', 'la página');
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // A page loaded again (reloaded after a conflict, a revision restored) replaces the loaded one.
  const [reloaded, setReloaded] = useState<Page | null>(null);
  const loadedPage = loaded.status === 'ready' ? loaded.item : null;
  const page = reloaded && reloaded.uuid === loadedPage?.uuid ? reloaded : loadedPage;
  const media = useBodyMedia(api, blog?.id ?? null, {
    entityType: 'page',
    entityId: page?.uuid ?? null,
  });
  const item = page ? ({ kind: 'page', uuid: page.uuid } as const) : null;
  const mayChange = page !== null && can(user, 'update:page:own', page);
  // A save that renamed the page (an autosave too) has just added an old address.
  const oldAddresses = useOldAddresses(api, item, blog, mayChange, page?.slug);
  const previews = usePreviewLinks(api, item, mayChange);
  const slug = useSlugCheck(api.pages.checkSlug, page);
  const session = useEditSession<PageFormValues, Page>({
    kind: 'page',
    itemUuid: uuid ?? null,
    item: page,
    mayEdit: page === null || can(user, 'update:page:own', page),
    isSendable: (values) => Object.keys(validatePage(values)).length === 0,
    autosave: (values, baseRevision) =>
      autosavePage(api, {
        uuid: page?.uuid ?? '',
        values,
        baseRevision,
        authorId: user?.id ?? null,
        blogId: blog?.id ?? 0,
        now: new Date(),
      }),
    reload: () => api.pages.getByUuid(uuid ?? ''),
    onLoaded: setReloaded,
    history: page
      ? {
          list: () => api.pages.revisions(page.uuid),
          get: (revisionId) => api.pages.revision(page.uuid, revisionId),
          restore: (revisionId, baseRevision) =>
            api.pages.restoreRevision(
              page.uuid,
              revisionId,
              baseRevision === null ? {} : { baseRevision },
            ),
        }
      : null,
    isSaving,
  });
  const { kept } = session;

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
        baseRevision: session.baseRevision(),
        authorId: user?.id ?? null,
        blogId: blog.id,
        now: new Date(),
        timeZone: blog.timeZone,
      });
      session.saved();
      toast(PAGE_MESSAGES.saved);
      navigate(PATHS.pages);
    } catch (error) {
      if (isSessionEnd(error)) return;
      if (session.conflicted(error, () => void submit(submitted))) {
        setIsSaving(false);
        return;
      }
      console.error('No se pudo guardar la página', error);
      setSaveError(contentSaveErrorMessage('page', failureOf(error)));
      setIsSaving(false);
    }
  };

  const status =
    activeBlog.status === 'error' ? 'error' : blog === null ? 'loading' : loaded.status;

  return (
    <>
      <PageFormScreen
        tools={session.tools}
        media={media}
        timeZone={blog?.timeZone}
        mode={uuid ? 'edit' : 'create'}
        status={status}
        error={loaded.status === 'error' ? loaded.message : null}
        initial={page}
        startFrom={kept.recovered}
        draftOffer={kept.offer}
        onEdit={session.onEdit}
        isSaving={isSaving}
        saveError={saveError}
        slugAvailability={slug.availability}
        onCheckSlug={({ slug: value }) => void slug.onCheck(value)}
        onSubmit={(submitted) => void submit(submitted)}
        onCancel={() => navigate(PATHS.pages)}
        onBack={() => navigate(PATHS.pages)}
        onOwnPreview={previews.openPreview}
        oldAddresses={oldAddresses}
        previewSharing={previews.sharing}
      />
      {session.dialogs}
    </>
  );
}
