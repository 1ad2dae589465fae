import type { Category, Post, Series } from '@bitacora/api';
import {
  blogBaseUrl,
  can,
  categorySaveErrorMessage,
  contentLoadErrorMessage,
  contentSaveErrorMessage,
  hasFeature,
  POST_MESSAGES,
  postNotFoundMessage,
  postPreviewUrl,
  validatePost,
} from '@bitacora/domain';
import { PostFormScreen, type PostFormSubmit, type PostFormValues } from '@bitacora/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { bodyOf, failureOf, isNotFound, isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert, useToast } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { PATHS } from '../../paths.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useBodyMedia } from './body-media.ts';
import { withSavedCategory } from './category-list.ts';
import { autosavePost, savePost } from './post-save.ts';
import { hasPostExtras } from './unsaved-draft.ts';
import { useEditSession } from './use-edit-session.tsx';
import { useOldAddresses } from './use-old-addresses.ts';
import { usePreviewLinks } from './use-preview-links.ts';
import { useSlugCheck } from './use-slug-check.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      post: Post | null;
      categories: Category[];
      series: Series[];
      tagNames: string[];
    };

type CategoryEditor = {
  isOpen: boolean;
  isSaving: boolean;
  saveError: string | null;
  createdId: Category['id'] | null;
};
const CATEGORY_EDITOR_CLOSED: CategoryEditor = {
  isOpen: false,
  isSaving: false,
  saveError: null,
  createdId: null,
};

/**
 * Post form, new or edit (the route's `id` is the post's uuid): categories and series
 * for the selects ('Nueva categoría' adds one in place), the slug check on blur, 'Ver en el
 * frontend', and the save flow (docs/product.md#post-form). Leaving with unsaved changes asks
 * first; a session that ends keeps them in the browser for later.
 */
export default function PostFormRoute() {
  const { id: uuid } = useParams();
  const api = useApi();
  const alert = useAlert();
  const toast = useToast();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const blogId = blog?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [categoryEditor, setCategoryEditor] = useState<CategoryEditor>(CATEGORY_EDITOR_CLOSED);
  const post = loaded.status === 'ready' ? loaded.post : null;
  const media = useBodyMedia(api, blogId, { entityType: 'post', entityId: post?.uuid ?? null });
  const slug = useSlugCheck(api.posts.checkSlug, post);
  const mayEdit = post === null || can(user, 'update:post:own', post);
  const setPost = (fresh: Post) =>
    setLoaded((current) => (current.status === 'ready' ? { ...current, post: fresh } : current));
  const session = useEditSession<PostFormValues, Post>({
    kind: 'post',
    itemUuid: uuid ?? null,
    item: post,
    mayEdit,
    acceptsExtras: hasPostExtras,
    isSendable: (values) => Object.keys(validatePost(values)).length === 0,
    autosave: (values, baseRevision) =>
      autosavePost(api, {
        id: post?.id ?? 0,
        values,
        baseRevision,
        authorId: user?.id ?? null,
        blogId: blog?.id ?? 0,
      }),
    reload: () => api.posts.getByUuid(uuid ?? ''),
    onLoaded: setPost,
    history: post
      ? {
          list: () => api.posts.revisions(post.id),
          get: (revisionId) => api.posts.revision(post.id, revisionId),
          restore: (revisionId, baseRevision) =>
            api.posts.restoreRevision(
              post.id,
              revisionId,
              baseRevision === null ? {} : { baseRevision },
            ),
        }
      : null,
    isSaving,
  });
  const { kept } = session;
  const item = post ? ({ kind: 'post', id: post.id } as const) : null;
  const mayChange = post !== null && can(user, 'update:post:own', post);
  // A save that renamed the post (an autosave too) has just added an old address.
  const oldAddresses = useOldAddresses(api, item, post?.blog ?? blog, mayChange, post?.slug);
  const previews = usePreviewLinks(api, item, mayChange);

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    setLoaded({ status: 'loading' });
    const load = async (): Promise<Loaded> => {
      const [found, categories, series, tags] = await Promise.all([
        uuid ? api.posts.getByUuid(uuid) : Promise.resolve(null),
        listAll((page) => api.categories.list({ blogId, ...page })),
        // The series select is optional: without the list the post is still written.
        listAll((page) => api.series.list({ blogId, ...page })).catch((error: unknown) => {
          if (!isSessionEnd(error)) console.error('No se pudieron cargar las series', error);
          return [];
        }),
        // So are the tag suggestions: new names can still be typed without them.
        listAll((page) => api.tags.list({ blogId, ...page })).catch((error: unknown) => {
          if (!isSessionEnd(error)) console.error('No se pudieron cargar las etiquetas', error);
          return [];
        }),
      ]);
      const tagNames = tags.map((tag) => tag.name);
      return { status: 'ready', post: found, categories, series, tagNames };
    };
    load().then(
      (next) => {
        if (!cancelled) setLoaded(next);
      },
      async (error: unknown) => {
        if (cancelled || isSessionEnd(error)) return;
        if (uuid && isNotFound(error)) {
          await alert(postNotFoundMessage(uuid));
          navigate(PATHS.posts, { replace: true });
          return;
        }
        console.error('No se pudo cargar el formulario del post', error);
        setLoaded({ status: 'error', message: contentLoadErrorMessage('post', failureOf(error)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId, uuid, alert, navigate]);

  const submit = async (submitted: PostFormSubmit) => {
    if (!blog) return;
    if (post && !can(user, 'update:post:own', post)) {
      setSaveError(PANEL_MESSAGES.noPermission);
      return;
    }
    setIsSaving(true);
    setSaveError(null);
    try {
      await savePost(api, {
        ...submitted,
        existing: post,
        baseRevision: session.baseRevision(),
        authorId: user?.id ?? null,
        blogId: blog.id,
        timeZone: blog.timeZone,
      });
      session.saved();
      toast(POST_MESSAGES.saved);
      navigate(PATHS.posts);
    } catch (error) {
      if (isSessionEnd(error)) return;
      if (session.conflicted(error, () => void submit(submitted))) {
        setIsSaving(false);
        return;
      }
      console.error('No se pudo guardar el post', error);
      setSaveError(contentSaveErrorMessage('post', failureOf(error)));
      setIsSaving(false);
    }
  };

  /** 'Nueva categoría' on the form: created through the API, added to the select and chosen. */
  const createCategory = async (values: { name: string; slug: string }) => {
    if (!blog) {
      setCategoryEditor((editor) => ({
        ...editor,
        saveError: categorySaveErrorMessage({ kind: 'no-blog' }),
      }));
      return;
    }
    setCategoryEditor((editor) => ({ ...editor, isSaving: true, saveError: null }));
    try {
      const saved = await api.categories.create({ ...values, blogId: blog.id });
      setLoaded((current) =>
        current.status === 'ready'
          ? { ...current, categories: withSavedCategory(current.categories, saved) }
          : current,
      );
      setCategoryEditor({ ...CATEGORY_EDITOR_CLOSED, createdId: saved.id });
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo crear la categoría', error);
      setCategoryEditor((editor) => ({
        ...editor,
        isSaving: false,
        saveError: categorySaveErrorMessage({ kind: 'server', body: bodyOf(error) }),
      }));
    }
  };

  const mayCreateSeries =
    blog !== null && hasFeature(blog.plan, 'series') && can(user, 'create:series');
  const status = activeBlog.status === 'error' ? 'error' : loaded.status;

  return (
    <>
      <PostFormScreen
        tools={session.tools}
        mode={uuid ? 'edit' : 'create'}
        status={status}
        error={loaded.status === 'error' ? loaded.message : null}
        initial={post}
        media={media}
        timeZone={blog?.timeZone}
        startFrom={kept.recovered}
        draftOffer={kept.offer}
        onEdit={session.onEdit}
        categories={loaded.status === 'ready' ? loaded.categories : []}
        series={loaded.status === 'ready' ? loaded.series : []}
        tagSuggestions={loaded.status === 'ready' ? loaded.tagNames : []}
        blogAddress={blogBaseUrl(post?.blog ?? blog, window.location.host).replace(
          /^https?:\/\//,
          '',
        )}
        isSaving={isSaving}
        saveError={saveError}
        slugAvailability={slug.availability}
        onCheckSlug={({ slug: value }) => void slug.onCheck(value)}
        onSubmit={(submitted) => void submit(submitted)}
        onCancel={() => navigate(PATHS.posts)}
        onPreview={(input) => {
          const preview = postPreviewUrl({
            status: input.status,
            slug: input.slug,
            blog: post?.blog ?? blog,
            publicDomain: window.location.host,
          });
          if (preview.ok) window.open(preview.url, '_blank', 'noopener');
          else void alert(preview.message);
        }}
        onOwnPreview={previews.openPreview}
        oldAddresses={oldAddresses}
        previewSharing={previews.sharing}
        onCreateSeries={mayCreateSeries ? () => navigate(PATHS.newSeries) : undefined}
        categoryCreation={
          can(user, 'manage:category')
            ? {
                ...categoryEditor,
                onOpen: () =>
                  setCategoryEditor((editor) => ({ ...editor, isOpen: true, saveError: null })),
                onSave: (values) => void createCategory(values),
                onClose: () =>
                  setCategoryEditor((editor) => ({ ...editor, isOpen: false, saveError: null })),
              }
            : undefined
        }
      />
      {session.dialogs}
    </>
  );
}
