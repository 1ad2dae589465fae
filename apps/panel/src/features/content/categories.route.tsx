import type { Category } from '@bitacora/api';
import {
  CATEGORY_MESSAGES,
  can,
  categoryDeleteErrorMessage,
  categorySaveErrorMessage,
} from '@bitacora/domain';
import {
  CategoriesScreen,
  type CategoryEditorState,
  type CategoryFormValues,
  TagsSection,
} from '@bitacora/ui';
import { useState } from 'react';
import { bodyOf, isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { afterCategoryDeleted, byCategoryName, withSavedCategory } from './category-list.ts';
import { termLanguages, useBlogLanguages } from './use-blog-languages.ts';
import { useOldAddresses } from './use-old-addresses.ts';
import { useTagManagement } from './use-tag-management.ts';

/**
 * Categories: list, create/edit modal, delete after confirmation (its posts moved to the
 * chosen category), and the messages of docs/product.md#category-messages.
 */
export default function CategoriesRoute() {
  const api = useApi();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<Category>(
    blog ? () => listAll((page) => api.categories.list({ blogId: blog.id, ...page })) : null,
    'las categorías',
  );
  const [editor, setEditor] = useState<CategoryEditorState>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const tags = useTagManagement(blog?.id ?? null);
  const languages = useBlogLanguages(api, blog);
  const editing = editor?.category ?? null;
  const oldAddresses = useOldAddresses(
    api,
    editing ? { kind: 'category', id: editing.id } : null,
    blog,
    can(user, 'manage:category'),
  );

  const openEditor = (next: CategoryEditorState) => {
    setSaveError(null);
    setEditor(next);
  };

  const save = async (values: CategoryFormValues) => {
    if (activeBlog.status !== 'ready') {
      setSaveError(categorySaveErrorMessage({ kind: 'no-blog' }));
      return;
    }
    const blogId = activeBlog.blog.id;
    setIsSaving(true);
    setSaveError(null);
    try {
      const body = {
        name: values.name,
        slug: values.slug,
        blogId,
        ...(values.language !== undefined && { language: values.language }),
      };
      const saved =
        values.id === null
          ? await api.categories.create(body)
          : await api.categories.update(values.id, body);
      list.setItems((items) => withSavedCategory(items, saved));
      setEditor(null);
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo guardar la categoría', error);
        setSaveError(categorySaveErrorMessage({ kind: 'server', body: bodyOf(error) }));
      }
    } finally {
      setIsSaving(false);
    }
  };

  const remove = async (id: Category['id'], moveTo: Category['id'] | null) => {
    setDeleteError(null);
    try {
      await api.categories.remove(id, { moveTo });
      list.setItems((items) => afterCategoryDeleted(items, { id, moveTo }));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar la categoría', error);
        setDeleteError(categoryDeleteErrorMessage(bodyOf(error)));
      }
    }
  };

  return (
    <CategoriesScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      categories={[...list.items].sort(byCategoryName)}
      error={list.status === 'error' ? CATEGORY_MESSAGES.loadFailed : null}
      onRetry={() => void list.reload()}
      editor={editor}
      isSaving={isSaving}
      saveError={saveError}
      deleteError={deleteError}
      onCreate={() => openEditor({ category: null })}
      onEdit={({ id }) => {
        const category = list.items.find((item) => item.id === id);
        if (category) openEditor({ category });
      }}
      onSave={(values) => void save(values)}
      onCloseEditor={() => setEditor(null)}
      oldAddresses={oldAddresses}
      onDelete={({ id, moveTo }) => void remove(id, moveTo)}
      languages={termLanguages(languages.main, languages.inUse, list.items)}
    >
      <TagsSection {...tags} />
    </CategoriesScreen>
  );
}
