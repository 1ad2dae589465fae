import type { Blog } from '@bitacora/api';
import { Button } from '../../../primitives/button/button';
import {
  type BlogEditorState,
  BlogFormModal,
  type BlogFormValues,
} from '../../shared/blogs/blog-form-modal';
import { BlogList } from '../../shared/blogs/blog-list';
import { ListScreen } from '../../shared/list-screen';

export type SuperAdminBlogsScreenProps = {
  status: 'loading' | 'ready' | 'error';
  blogs: readonly Blog[];
  /**
   * The server message, else 'No se pudo conectar al servidor. Intenta nuevamente.'
   * (docs/product.md#blog-messages)
   */
  error?: string | null;
  publicDomain?: string;
  onRetry?: () => void;
  /** Enters the panel of a blog, as in the picker. */
  onEnter?: (input: { uuid: string }) => void;
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  editor: BlogEditorState;
  isSaving?: boolean;
  saveError?: string | null;
  onSave: (values: BlogFormValues) => void;
  onCloseEditor: () => void;
};

/** Super admin blogs: every blog, with 'Nuevo Blog' and an edit (plan included) per row. */
export function SuperAdminBlogsScreen({
  status,
  blogs,
  error,
  publicDomain,
  onRetry,
  onEnter,
  onCreate,
  onEdit,
  editor,
  isSaving,
  saveError,
  onSave,
  onCloseEditor,
}: SuperAdminBlogsScreenProps) {
  return (
    <ListScreen
      titleId="super-admin-blogs-title"
      title="Gestionar Blogs"
      actions={<Button onClick={() => onCreate()}>Nuevo Blog</Button>}
    >
      <BlogList
        status={status}
        error={error}
        onRetry={onRetry}
        caption="Todos los blogs"
        blogs={blogs}
        publicDomain={publicDomain}
        onEnter={onEnter}
        onEdit={onEdit}
      />
      <BlogFormModal
        editor={editor}
        canChoosePlan
        isSaving={isSaving}
        saveError={saveError}
        publicDomain={publicDomain}
        onSave={onSave}
        onClose={onCloseEditor}
      />
    </ListScreen>
  );
}
