import type { Api } from '@bitacora/api';
import {
  accessibilityWarnings,
  can,
  contentSaveErrorMessage,
  type FormContentStatus,
  type Language,
  normalizeLanguage,
  savedWithWarningsMessage,
  TRANSLATION_PANEL_MESSAGES,
} from '@bitacora/domain';
import type { ContentFormLanguages } from '@bitacora/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf, isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useBodyMedia } from './body-media.ts';
import type { ContentFormKind } from './content-form-kind.ts';
import type { ContentItem } from './content-kind.ts';
import type { DraftFields } from './unsaved-draft.ts';
import { useEditSession } from './use-edit-session.tsx';
import { useOldAddresses } from './use-old-addresses.ts';
import { usePreviewLinks } from './use-preview-links.ts';
import { useSlugCheck } from './use-slug-check.ts';

/**
 * What the post and page forms share (docs/product.md#post-form): the edit session (kept draft,
 * automatic save, revisions, conflicts), the body's media, the slug check, old addresses,
 * preview links and the save flow, which goes back to the kind's list with its toast. `item` is
 * the loaded post or page (null while loading or when new); `onLoaded` takes a newer version.
 */
export function useContentForm<
  Item extends ContentItem,
  Values extends DraftFields,
  Submit extends { values: { content: string; status: FormContentStatus } },
>(
  kind: ContentFormKind<Item, Values, Submit>,
  {
    api,
    uuid,
    item,
    onLoaded,
  }: { api: Api; uuid: string | null; item: Item | null; onLoaded: (item: Item) => void },
) {
  const toast = useToast();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const calls = useMemo(() => ({ ...kind.calls(api), ...kind.saves(api) }), [kind, api]);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [translating, setTranslating] = useState<{
    language: Language | null;
    error: string | null;
  }>({ language: null, error: null });
  const media = useBodyMedia(api, blog?.id ?? null, {
    entityType: kind.kind,
    entityId: item?.uuid ?? null,
  });
  const slug = useSlugCheck(calls.checkSlug, item);
  const mayChange = item !== null && can(user, kind.updatePermission, item);
  const session = useEditSession<Values, Item>({
    kind: kind.kind,
    itemUuid: uuid,
    item,
    mayEdit: item === null || mayChange,
    ...(kind.acceptsExtras && { acceptsExtras: kind.acceptsExtras }),
    isSendable: kind.isSendable,
    autosave: (values, baseRevision) =>
      calls.autosave(item, values, {
        baseRevision,
        authorId: user?.id ?? null,
        blogId: blog?.id ?? 0,
      }),
    reload: () => calls.getByUuid(uuid ?? ''),
    onLoaded,
    history: item
      ? {
          list: () => calls.revisions(item),
          get: (revisionId) => calls.revision(item, revisionId),
          restore: (revisionId, baseRevision) =>
            calls.restoreRevision(item, revisionId, baseRevision),
        }
      : null,
    isSaving,
  });
  const ref = item ? kind.ref(item) : null;
  // A save that renamed the item (an automatic one too) has just added an old address.
  const oldAddresses = useOldAddresses(
    api,
    ref,
    (item ? kind.blogOf(item) : undefined) ?? blog,
    mayChange,
    item?.slug,
  );
  const previews = usePreviewLinks(api, ref, mayChange);

  /**
   * 'Crear traducción': a draft copy of the saved item in `language`, at its slug when that is
   * free in the language (slugs are unique per language), else the slug with the language's
   * code; then its form opens.
   */
  const createTranslation = async (language: Language) => {
    if (!blog || !item) return;
    setTranslating({ language, error: null });
    try {
      const taken = await calls.checkSlug({ slug: item.slug, language });
      const slug = taken.exists ? `${item.slug}-${language}` : item.slug;
      const created = await calls.translate(item, language, slug, blog.id);
      setTranslating({ language: null, error: null });
      navigate(kind.editPath(created.uuid));
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error(`No se pudo crear la traducción de ${kind.what}`, error);
      setTranslating({
        language: null,
        error: serverText(error) ?? TRANSLATION_PANEL_MESSAGES.createFailed,
      });
    }
  };
  const languages: ContentFormLanguages = {
    main: normalizeLanguage(blog?.language),
    translations: item?.translations ?? [],
    hrefOf: (version) => kind.editPath(version.uuid),
    onOpen: (version) => navigate(kind.editPath(version.uuid)),
    ...(mayChange && { onCreate: (language: Language) => void createTranslation(language) }),
    creating: translating.language,
    error: translating.error,
  };

  const submit = async (submitted: Submit) => {
    if (!blog) return;
    if (item && !can(user, kind.updatePermission, item)) {
      setSaveError(PANEL_MESSAGES.noPermission);
      return;
    }
    setIsSaving(true);
    setSaveError(null);
    try {
      await calls.save(submitted, item, {
        baseRevision: session.baseRevision(),
        authorId: user?.id ?? null,
        blogId: blog.id,
        timeZone: blog.timeZone,
      });
      session.saved();
      // The accessibility check never stops a save; the notice says what went out with it.
      const { content, status } = submitted.values;
      const going = status === 'published' || status === 'scheduled';
      const left = going ? accessibilityWarnings(content).length : 0;
      toast(savedWithWarningsMessage(kind.savedMessage, left));
      navigate(kind.listPath);
    } catch (error) {
      if (isSessionEnd(error)) return;
      if (session.conflicted(error, () => void submit(submitted))) {
        setIsSaving(false);
        return;
      }
      console.error(`No se pudo guardar ${kind.what}`, error);
      setSaveError(contentSaveErrorMessage(kind.kind, failureOf(error)));
      setIsSaving(false);
    }
  };

  return {
    user,
    activeBlog,
    blog,
    /** The props both form screens take alike. */
    formProps: {
      tools: session.tools,
      mode: uuid ? ('edit' as const) : ('create' as const),
      media,
      timeZone: blog?.timeZone,
      startFrom: session.kept.recovered,
      draftOffer: session.kept.offer,
      onEdit: session.onEdit,
      isSaving,
      saveError,
      slugAvailability: slug.availability,
      onCheckSlug: ({ slug: value, language }: { slug: string; language?: Language }) =>
        void slug.onCheck(value, language),
      languages,
      onSubmit: (submitted: Submit) => void submit(submitted),
      onCancel: () => navigate(kind.listPath),
      onOwnPreview: previews.openPreview,
      oldAddresses,
      previewSharing: previews.sharing,
    },
    /** The conflict question and the history dialog, rendered beside the screen. */
    dialogs: session.dialogs,
  };
}
