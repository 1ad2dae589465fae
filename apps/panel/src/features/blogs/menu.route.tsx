import type { MenuItem } from '@bitacora/api';
import {
  MENU_MESSAGES,
  menuLoadErrorMessage,
  menuReorderPayload,
  menuSaveErrorMessage,
  sortMenuItems,
} from '@bitacora/domain';
import { type MenuEditorState, type MenuItemFormValues, MenuScreen } from '@bitacora/ui';
import { useState } from 'react';
import { bodyOf, isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActiveBlog } from '../../session/use-active-blog.ts';

/**
 * Menu manager: list, add/edit modal, delete after confirmation, and drag reordering
 * saved as PATCH /api/menu/reorder with every item's order from 1.
 */
export default function MenuRoute() {
  const api = useApi();
  const toast = useToast();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<MenuItem>(
    blog ? () => listAll((page) => api.menu.list({ blogId: blog.id, ...page })) : null,
    'el menú',
  );
  const [editor, setEditor] = useState<MenuEditorState>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [isReordering, setIsReordering] = useState(false);

  const openEditor = (next: MenuEditorState) => {
    setSaveError(null);
    setEditor(next);
  };

  const save = async (values: MenuItemFormValues) => {
    if (!blog) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      const fields = { label: values.label, url: values.url, order: values.order };
      const saved =
        values.id === null
          ? await api.menu.create({ ...fields, blogId: blog.id })
          : await api.menu.update(values.id, fields);
      list.setItems((items) => [...items.filter((item) => item.id !== saved.id), saved]);
      setEditor(null);
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo guardar el elemento del menú', error);
        setSaveError(menuSaveErrorMessage(bodyOf(error)));
      }
    } finally {
      setIsSaving(false);
    }
  };

  const remove = async (id: MenuItem['id']) => {
    if (!blog) return;
    setDeleteError(null);
    try {
      await api.menu.remove(id, blog.id);
      list.setItems((items) => items.filter((item) => item.id !== id));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar el elemento del menú', error);
        setDeleteError(MENU_MESSAGES.deleteFailed);
      }
    }
  };

  const reorder = async (items: MenuItem[]) => {
    if (!blog) return;
    list.setItems(() => items);
    setIsReordering(true);
    try {
      await api.menu.reorder({ items: menuReorderPayload(items), blogId: blog.id });
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar el nuevo orden del menú', error);
      toast(menuSaveErrorMessage(bodyOf(error)), { tone: 'error' });
      // Show the order the server kept.
      void list.reload();
    } finally {
      setIsReordering(false);
    }
  };

  return (
    <MenuScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      items={sortMenuItems(list.items)}
      error={list.status === 'error' ? menuLoadErrorMessage(bodyOf(list.error)) : null}
      onRetry={() => void list.reload()}
      editor={editor}
      isSaving={isSaving}
      saveError={saveError}
      deleteError={deleteError}
      isReordering={isReordering}
      onCreate={() => {
        // A new item's order follows the last one: known once the list has loaded.
        if (list.status === 'ready') openEditor({ item: null });
      }}
      onEdit={({ id }) => {
        const item = list.items.find((entry) => entry.id === id);
        if (item) openEditor({ item });
      }}
      onSave={(values) => void save(values)}
      onCloseEditor={() => setEditor(null)}
      onDelete={({ id }) => void remove(id)}
      onReorder={(items) => void reorder(items)}
    />
  );
}
