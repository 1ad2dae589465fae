import type { Category } from '@bitacora/api';
import { CATEGORY_MESSAGES } from '@bitacora/domain';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import type { OldAddressesProps } from '../../../patterns/old-addresses/old-addresses';
import {
  type BlogLanguages,
  languageColumn,
  showsLanguages,
} from '../../../patterns/term-language/term-language';
import { Button } from '../../../primitives/button/button';
import type { TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import {
  editorModalProps,
  ListBody,
  type ListEditorProps,
  ListScreen,
  ListTable,
  RowActions,
} from '../../shared/list-screen';
import { CategoryDeleteDialog } from './category-delete-dialog';
import {
  type CategoryEditorState,
  CategoryFormModal,
  type CategoryFormValues,
} from './category-form-modal';

export type CategoriesScreenProps = ListEditorProps<CategoryEditorState, CategoryFormValues> & {
  status: 'loading' | 'ready' | 'error';
  /** Sorted by name by the app. */
  categories: readonly Category[];
  /**
   * 'Failed to connect to server. Please check your connection and try again.'
   * (docs/product.md#category-messages)
   */
  error?: string | null;
  onRetry?: () => void;
  /** The server's reason, else 'Error deleting category' (docs/product.md#category-messages). */
  deleteError?: string | null;
  onCreate: () => void;
  onEdit: (input: { id: Category['id'] }) => void;
  /** The old addresses of the category being edited. */
  oldAddresses?: OldAddressesProps;
  /**
   * Called once the user confirmed the deletion; `moveTo` is the category chosen for its posts
   * (null when it has none).
   */
  onDelete: (input: { id: Category['id']; moveTo: Category['id'] | null }) => void;
  /** Shown under the categories: the blog's tags. */
  children?: ReactNode;
  /**
   * The blog's languages in use, main first: once there are two, the list names each
   * category's language and the form offers 'Idioma'.
   */
  languages?: BlogLanguages;
};

const Slug = styled.code`
  font-family: ${tokens.font.familyMono};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

/**
 * Categories: Nombre, Slug, (Idioma,) Posts, Acciones, with a create/edit modal and a delete
 * confirmation.
 */
export function CategoriesScreen(props: CategoriesScreenProps) {
  const {
    status,
    categories,
    error,
    onRetry,
    deleteError,
    onCreate,
    onEdit,
    oldAddresses,
    onDelete,
    children,
    languages,
  } = props;
  const [pendingDelete, setPendingDelete] = useState<Category | null>(null);

  const columns: TableColumn<Category>[] = [
    { key: 'name', header: 'Nombre' },
    { key: 'slug', header: 'Slug', render: (category) => <Slug>{category.slug}</Slug> },
    ...(showsLanguages(languages) ? [languageColumn<Category>(languages)] : []),
    { key: 'postCount', header: 'Posts', align: 'right', width: '6rem' },
    {
      key: 'actions',
      header: 'Acciones',
      width: '12rem',
      render: (category) => (
        <RowActions
          name={category.name}
          onEdit={() => onEdit({ id: category.id })}
          onDelete={() => setPendingDelete(category)}
        />
      ),
    },
  ];

  return (
    <ListScreen
      titleId="categories-title"
      title="Categorías"
      actions={<Button onClick={() => onCreate()}>Nueva categoría</Button>}
    >
      <ListBody deleteError={deleteError}>
        <ListTable<Category>
          status={status}
          error={error}
          loadFailed={CATEGORY_MESSAGES.loadFailed}
          onRetry={onRetry}
          loadingLabel="Cargando categorías..."
          caption="Lista de categorías"
          columns={columns}
          rows={categories}
          getRowKey={(category) => category.id}
          empty={CATEGORY_MESSAGES.empty}
        />
      </ListBody>
      {children}
      <CategoryFormModal
        {...editorModalProps(props)}
        oldAddresses={oldAddresses}
        languages={languages}
      />
      <CategoryDeleteDialog
        category={pendingDelete}
        categories={categories}
        onConfirm={(input) => {
          setPendingDelete(null);
          onDelete(input);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </ListScreen>
  );
}
