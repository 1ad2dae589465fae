import type { Blog } from '@bitacora/api';
import { type BlogEditorState, BlogFormModal, type BlogFormValues } from './blog-form-modal';
import { BlogList } from './blog-list';

/** What the blog picker and the super admin's blogs both take: the blogs and the blog modal. */
export type BlogEditorListProps = {
  status: 'loading' | 'ready' | 'error';
  blogs: readonly Blog[];
  /**
   * The server message, else 'No se pudo conectar al servidor. Intenta nuevamente.'
   * (docs/product.md#blog-messages)
   */
  error?: string | null;
  publicDomain?: string;
  onRetry?: () => void;
  onEnter?: (input: { uuid: string }) => void;
  /** Opens the modal on a blog; the app sets `editor` to `{ blog }`. */
  onEdit: (input: { uuid: string }) => void;
  editor: BlogEditorState;
  isSaving?: boolean;
  saveError?: string | null;
  onSave: (values: BlogFormValues) => void;
  onCloseEditor: () => void;
};

/** The table of blogs and the modal that creates or edits one; editing and plans for the super admin. */
export function BlogEditorList({
  caption,
  isSuperAdmin,
  status,
  blogs,
  error,
  publicDomain,
  onRetry,
  onEnter,
  onEdit,
  editor,
  isSaving,
  saveError,
  onSave,
  onCloseEditor,
}: BlogEditorListProps & { caption: string; isSuperAdmin: boolean }) {
  return (
    <>
      <BlogList
        status={status}
        error={error}
        onRetry={onRetry}
        caption={caption}
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
    </>
  );
}
