import type { Category } from '@bitacora/api';
import { CATEGORY_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';
import {
  type CategoryEditorState,
  CategoryFormModal,
  type CategoryFormValues,
} from './category-form-modal';

export type CategoriesScreenProps = {
  status: 'loading' | 'ready' | 'error';
  /** Sorted by name (§9) by the app. */
  categories: readonly Category[];
  /** §8: 'Failed to connect to server. Please check your connection and try again.' */
  error?: string | null;
  onRetry?: () => void;
  editor: CategoryEditorState;
  isSaving?: boolean;
  saveError?: string | null;
  /** §8: 'Error deleting category'. */
  deleteError?: string | null;
  onCreate: () => void;
  onEdit: (input: { id: Category['id'] }) => void;
  onSave: (values: CategoryFormValues) => void;
  onCloseEditor: () => void;
  /** Called once the user confirmed the deletion. */
  onDelete: (input: { id: Category['id'] }) => void;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const Slug = styled.code`
  font-family: ${tokens.font.familyMono};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

/** §2.3 categories: Nombre, Slug, Posts, Acciones, with a create/edit modal and a delete confirmation. */
export function CategoriesScreen({
  status,
  categories,
  error,
  onRetry,
  editor,
  isSaving,
  saveError,
  deleteError,
  onCreate,
  onEdit,
  onSave,
  onCloseEditor,
  onDelete,
}: CategoriesScreenProps) {
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);

  const columns: TableColumn<Category>[] = [
    { key: 'name', header: 'Nombre' },
    { key: 'slug', header: 'Slug', render: (category) => <Slug>{category.slug}</Slug> },
    { key: 'postCount', header: 'Posts', align: 'right', width: '6rem' },
    {
      key: 'actions',
      header: 'Acciones',
      width: '12rem',
      render: (category) => (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onEdit({ id: category.id })}
            aria-label={`Editar ${category.name}`}
          >
            Editar
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setPendingDelete(category)}
            aria-label={`Eliminar ${category.name}`}
          >
            Eliminar
          </Button>
        </Actions>
      ),
    },
  ];

  const table = (
    <Table<Category>
      caption="Lista de categorías"
      captionHidden
      columns={columns}
      rows={status === 'ready' ? categories : []}
      getRowKey={(category) => category.id}
      isLoading={status === 'loading'}
      empty={CATEGORY_MESSAGES.empty}
    />
  );

  return (
    <section aria-labelledby="categories-title">
      <PageHeader>
        <h1 id="categories-title">Categorías</h1>
        <HeaderActions>
          <Button onClick={() => onCreate()}>Nueva categoría</Button>
        </HeaderActions>
      </PageHeader>
      <Stack>
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
        {status === 'error' ? (
          <ErrorRow>
            <Alert tone="error">{error || CATEGORY_MESSAGES.loadFailed}</Alert>
            {onRetry ? (
              <Button variant="secondary" onClick={() => onRetry()}>
                Reintentar
              </Button>
            ) : null}
          </ErrorRow>
        ) : status === 'loading' ? (
          <LoadingRegion label="Cargando categorías...">{table}</LoadingRegion>
        ) : (
          table
        )}
      </Stack>
      <CategoryFormModal
        editor={editor}
        isSaving={isSaving}
        saveError={saveError}
        onSave={onSave}
        onClose={onCloseEditor}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Eliminar categoría"
        message={CATEGORY_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) onDelete({ id: pendingDelete.id });
          setPendingDelete(null);
        }}
      />
    </section>
  );
}
