import { type Blog, isApiError } from '@bitacora/api';
import { blogSaveErrorMessage, blogsListErrorMessage } from '@bitacora/domain';
import type { BlogEditorState, BlogFormValues } from '@bitacora/ui';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/use-api.ts';
import { resolvedBlogAtom } from '../../session/active-blog-cache.ts';

/** The most blogs one page of the list holds (the API's limit). */
const PAGE_LIMIT = 100;

const bodyOf = (error: unknown) => (isApiError(error) ? error.body : undefined);

/**
 * The blog list of /blogs and /super-admin/blogs: loading, the list error, and the create or
 * edit modal, which closes and reloads the list only when the save succeeds.
 */
export function useBlogList() {
  const api = useApi();
  const setResolvedBlog = useSetAtom(resolvedBlogAtom);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [blogs, setBlogs] = useState<Blog[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [editor, setEditor] = useState<BlogEditorState>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setStatus('loading');
    try {
      const list = await api.blogs.list({ limit: PAGE_LIMIT });
      setBlogs(list.data);
      setError(null);
      setStatus('ready');
    } catch (failure) {
      setError(blogsListErrorMessage(bodyOf(failure)));
      setStatus('error');
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const openEditor = (uuid: string | null) => {
    setSaveError(null);
    setEditor({ blog: uuid === null ? null : (blogs.find((blog) => blog.uuid === uuid) ?? null) });
  };

  const save = async ({ uuid, ...fields }: BlogFormValues) => {
    setIsSaving(true);
    setSaveError(null);
    try {
      const saved =
        uuid === null ? await api.blogs.create(fields) : await api.blogs.update(uuid, fields);
      // The panel keeps the active blog's details: an edit of it must show at once.
      // The edit's answer does not carry the time zone (a setting): the cached one stays.
      setResolvedBlog((cached) =>
        cached && cached.uuid === saved.uuid ? { ...saved, timeZone: cached.timeZone } : cached,
      );
      setEditor(null);
      await reload();
    } catch (failure) {
      setSaveError(blogSaveErrorMessage(bodyOf(failure)));
    } finally {
      setIsSaving(false);
    }
  };

  return {
    status,
    blogs,
    error,
    reload,
    editor,
    isSaving,
    saveError,
    onCreate: () => openEditor(null),
    onEdit: ({ uuid }: { uuid: string }) => openEditor(uuid),
    onSave: (values: BlogFormValues) => void save(values),
    onCloseEditor: () => setEditor(null),
  };
}
