import type { Recommendation } from '@bitacora/api';
import { RECOMMENDATION_MESSAGES as M } from '@bitacora/domain';
import {
  type RecommendationEditorState,
  type RecommendationFormValues,
  RecommendationsScreen,
} from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';

/**
 * 'Recomendaciones' (an admin's, from Configuración; the guard keeps authors out): the list, the
 * add/edit modal with the server's sentence when it refuses, and delete after confirmation.
 */
export default function RecommendationsRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<Recommendation>(
    blog ? () => api.recommendations.list().then((answer) => answer.recommendations) : null,
    'las recomendaciones',
    blog?.id,
  );
  const [editor, setEditor] = useState<RecommendationEditorState>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const openEditor = (next: RecommendationEditorState) => {
    setSaveError(null);
    setEditor(next);
  };

  const save = async (values: RecommendationFormValues) => {
    setIsSaving(true);
    setSaveError(null);
    try {
      const fields = { url: values.url, title: values.title, reason: values.reason };
      const saved =
        values.id === null
          ? await api.recommendations.create(fields)
          : await api.recommendations.update(values.id, fields);
      // Kept in the order added, as the blog's page shows them.
      list.setItems((items) =>
        [...items.filter((item) => item.id !== saved.id), saved].sort((a, b) => a.id - b.id),
      );
      setEditor(null);
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo guardar la recomendación', error);
        setSaveError(serverText(error) ?? M.saveFailed);
      }
    } finally {
      setIsSaving(false);
    }
  };

  const remove = async (id: Recommendation['id']) => {
    setDeleteError(null);
    try {
      await api.recommendations.remove(id);
      list.setItems((items) => items.filter((item) => item.id !== id));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar la recomendación', error);
        setDeleteError(M.deleteFailed);
      }
    }
  };

  return (
    <RecommendationsScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      recommendations={list.items}
      error={list.status === 'error' ? (serverText(list.error) ?? M.loadFailed) : null}
      onRetry={() => void list.reload()}
      editor={editor}
      isSaving={isSaving}
      saveError={saveError}
      deleteError={deleteError}
      onCreate={() => openEditor({ item: null })}
      onEdit={({ id }) => {
        const item = list.items.find((entry) => entry.id === id);
        if (item) openEditor({ item });
      }}
      onSave={(values) => void save(values)}
      onCloseEditor={() => setEditor(null)}
      onDelete={({ id }) => void remove(id)}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
