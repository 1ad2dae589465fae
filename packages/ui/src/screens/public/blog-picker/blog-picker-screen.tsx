import type { Blog } from '@bitacora/api';
import type { Role } from '@bitacora/domain';
import { Button } from '../../../primitives/button/button';
import {
  type BlogEditorState,
  BlogFormModal,
  type BlogFormValues,
} from '../../shared/blogs/blog-form-modal';
import { BlogList } from '../../shared/blogs/blog-list';
import { ListScreen } from '../../shared/list-screen';

export type BlogPickerScreenProps = {
  status: 'loading' | 'ready' | 'error';
  blogs: readonly Blog[];
  /**
   * The server message, else 'No se pudo conectar al servidor. Intenta nuevamente.'
   * (docs/product.md#blog-messages)
   */
  error?: string | null;
  role: Role;
  /** 'Nuevo Blog' is shown only with this flag. */
  canCreate?: boolean;
  publicDomain?: string;
  onResetSelection: () => void;
  /** 'Cerrar sesión': the picker is outside the panel, so it has its own way out. */
  onLogout?: () => void;
  onEnter: (input: { uuid: string }) => void;
  onRetry?: () => void;
  /** Opens the modal empty; the app sets `editor` to `{ blog: null }`. */
  onCreate: () => void;
  /** Opens the modal on a blog (SUPER_ADMIN); the app sets `editor` to `{ blog }`. */
  onEdit: (input: { uuid: string }) => void;
  editor: BlogEditorState;
  isSaving?: boolean;
  saveError?: string | null;
  onSave: (values: BlogFormValues) => void;
  onCloseEditor: () => void;
};

/**
 * Blog picker (/blogs): the user's blogs, enter one, and for SUPER_ADMIN edit it
 * (docs/product.md#blog-picker).
 */
export function BlogPickerScreen({
  status,
  blogs,
  error,
  role,
  canCreate = false,
  publicDomain,
  onResetSelection,
  onLogout,
  onEnter,
  onRetry,
  onCreate,
  onEdit,
  editor,
  isSaving,
  saveError,
  onSave,
  onCloseEditor,
}: BlogPickerScreenProps) {
  const isSuperAdmin = role === 'SUPER_ADMIN';
  return (
    <ListScreen
      titleId="blog-picker-title"
      title="Selecciona un blog"
      actions={
        <>
          <Button variant="secondary" onClick={() => onResetSelection()}>
            Reiniciar selección
          </Button>
          {canCreate ? <Button onClick={() => onCreate()}>Nuevo Blog</Button> : null}
          {onLogout ? (
            <Button variant="secondary" onClick={() => onLogout()}>
              Cerrar sesión
            </Button>
          ) : null}
        </>
      }
    >
      <BlogList
        status={status}
        error={error}
        onRetry={onRetry}
        caption="Blogs"
        blogs={blogs}
        publicDomain={publicDomain}
        onEnter={onEnter}
        onEdit={isSuperAdmin ? onEdit : undefined}
      />
      <BlogFormModal
        editor={editor}
        canChoosePlan={isSuperAdmin}
        isSaving={isSaving}
        saveError={saveError}
        publicDomain={publicDomain}
        onSave={onSave}
        onClose={onCloseEditor}
      />
    </ListScreen>
  );
}
