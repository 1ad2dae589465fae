import type { Category, Post, Series } from '@bitacora/api';
import {
  can,
  contentLoadErrorMessage,
  contentSaveErrorMessage,
  hasFeature,
  POST_MESSAGES,
  postNotFoundMessage,
  postPreviewUrl,
} from '@bitacora/domain';
import { PostFormScreen, type PostFormSubmit } from '@bitacora/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../blog/use-active-blog.ts';
import { failureOf, isNotFound, isSessionEnd } from '../../content/call-failure.ts';
import { listAll } from '../../content/list-all.ts';
import { PANEL_MESSAGES } from '../../content/panel-messages.ts';
import { savePost } from '../../content/post-save.ts';
import { useSlugCheck } from '../../content/use-slug-check.ts';
import { useAlert, useToast } from '../../feedback/feedback.tsx';
import { authUserAtom } from '../../session/session-atoms.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; post: Post | null; categories: Category[]; series: Series[] };

const POSTS_PATH = '/cms/posts';

/**
 * §2.3 post form, new or edit (the route's `id` is the post's uuid): categories and series
 * for the selects, the slug check on blur, 'Ver en el frontend', and §4's save flow.
 */
export default function PostFormRoute() {
  const { id: uuid } = useParams();
  const api = useApi();
  const alert = useAlert();
  const toast = useToast();
  const navigate = useNavigate();
  const user = useAtomValue(authUserAtom);
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const blogId = blog?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const post = loaded.status === 'ready' ? loaded.post : null;
  const slug = useSlugCheck(api.posts.checkSlug, post);

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    setLoaded({ status: 'loading' });
    const load = async (): Promise<Loaded> => {
      const [found, categories, series] = await Promise.all([
        uuid ? api.posts.getByUuid(uuid) : Promise.resolve(null),
        listAll((page) => api.categories.list({ blogId, ...page })),
        // The series select is optional: without the list the post is still written.
        listAll((page) => api.series.list({ blogId, ...page })).catch((error: unknown) => {
          if (!isSessionEnd(error)) console.error('No se pudieron cargar las series', error);
          return [];
        }),
      ]);
      return { status: 'ready', post: found, categories, series };
    };
    load().then(
      (next) => {
        if (!cancelled) setLoaded(next);
      },
      async (error: unknown) => {
        if (cancelled || isSessionEnd(error)) return;
        if (uuid && isNotFound(error)) {
          await alert(postNotFoundMessage(uuid));
          navigate(POSTS_PATH, { replace: true });
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
        authorId: user?.id ?? null,
        blogId: blog.id,
      });
      toast(POST_MESSAGES.saved);
      navigate(POSTS_PATH);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar el post', error);
      setSaveError(contentSaveErrorMessage('post', failureOf(error)));
      setIsSaving(false);
    }
  };

  const mayCreateSeries =
    blog !== null && hasFeature(blog.plan, 'series') && can(user, 'create:series');
  const status = activeBlog.status === 'error' ? 'error' : loaded.status;

  return (
    <PostFormScreen
      mode={uuid ? 'edit' : 'create'}
      status={status}
      error={loaded.status === 'error' ? loaded.message : null}
      initial={post}
      categories={loaded.status === 'ready' ? loaded.categories : []}
      series={loaded.status === 'ready' ? loaded.series : []}
      isSaving={isSaving}
      saveError={saveError}
      slugAvailability={slug.availability}
      onCheckSlug={({ slug: value }) => void slug.onCheck(value)}
      onSubmit={(submitted) => void submit(submitted)}
      onCancel={() => navigate(POSTS_PATH)}
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
      onCreateSeries={mayCreateSeries ? () => navigate('/cms/series/new') : undefined}
    />
  );
}
