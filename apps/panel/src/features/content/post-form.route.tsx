import type { Category, Post, Series } from '@bitacora/api';
import {
  blogBaseUrl,
  can,
  categorySaveErrorMessage,
  contentLoadErrorMessage,
  hasFeature,
  postNotFoundMessage,
  postPreviewUrl,
} from '@bitacora/domain';
import { PostFormScreen } from '@bitacora/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { bodyOf, failureOf, isNotFound, isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { PATHS } from '../../paths.ts';
import { withSavedCategory } from './category-list.ts';
import { POST_FORM } from './content-form-kind.ts';
import { useContentForm } from './use-content-form.ts';
import { useTierChoices } from './use-tier-choices.ts';

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
 * for the selects ('Nueva categoría' adds one in place) and 'Ver en el frontend'; the slug check,
 * the edit session and the save flow are the ones pages share (`useContentForm`,
 * docs/product.md#post-form). Leaving with unsaved changes asks first; a session that ends keeps
 * them in the browser for later.
 */
export default function PostFormRoute() {
  const { id: uuid } = useParams();
  const api = useApi();
  const alert = useAlert();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [categoryEditor, setCategoryEditor] = useState<CategoryEditor>(CATEGORY_EDITOR_CLOSED);
  const post = loaded.status === 'ready' ? loaded.post : null;
  const setPost = (fresh: Post) =>
    setLoaded((current) => (current.status === 'ready' ? { ...current, post: fresh } : current));
  const { user, activeBlog, blog, formProps, dialogs } = useContentForm(POST_FORM, {
    api,
    uuid: uuid ?? null,
    item: post,
    onLoaded: setPost,
  });
  const blogId = blog?.id ?? null;
  const tiers = useTierChoices(api, blog, user);

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
        {...formProps}
        status={status}
        error={loaded.status === 'error' ? loaded.message : null}
        initial={post}
        membersContent={blog !== null && hasFeature(blog.plan, 'members')}
        tiers={tiers}
        categories={loaded.status === 'ready' ? loaded.categories : []}
        series={loaded.status === 'ready' ? loaded.series : []}
        tagSuggestions={loaded.status === 'ready' ? loaded.tagNames : []}
        blogAddress={blogBaseUrl(post?.blog ?? blog, window.location.host).replace(
          /^https?:\/\//,
          '',
        )}
        onPreview={(input) => {
          const preview = postPreviewUrl({
            status: input.status,
            slug: input.slug,
            blog: post?.blog ?? blog,
            publicDomain: window.location.host,
            language: input.language,
            mainLanguage: formProps.languages.main,
          });
          if (preview.ok) window.open(preview.url, '_blank', 'noopener');
          else void alert(preview.message);
        }}
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
      {dialogs}
    </>
  );
}
