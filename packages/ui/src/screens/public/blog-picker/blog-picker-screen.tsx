import type { Blog } from '@bitacora/api';
import { BLOG_MESSAGES, type Role } from '@bitacora/domain';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import {
  type BlogEditorState,
  BlogFormModal,
  type BlogFormValues,
} from '../../shared/blogs/blog-form-modal';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';
import { BlogTable } from '../../shared/blogs/blog-table';

export type BlogPickerScreenProps = {
  status: 'loading' | 'ready' | 'error';
  blogs: readonly Blog[];
  /** §8: the server message, else 'No se pudo conectar al servidor. Intenta nuevamente.' */
  error?: string | null;
  role: Role;
  /** 'Nuevo Blog' is shown only with this flag (§2.3). */
  canCreate?: boolean;
  publicDomain?: string;
  onResetSelection: () => void;
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

/** §2.3 blog picker (/blogs): the user's blogs, enter one, and for SUPER_ADMIN edit it. */
export function BlogPickerScreen({
  status,
  blogs,
  error,
  role,
  canCreate = false,
  publicDomain,
  onResetSelection,
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
  const table = (
    <BlogTable
      caption="Blogs"
      blogs={status === 'ready' ? blogs : []}
      isLoading={status === 'loading'}
      empty={BLOG_MESSAGES.empty}
      publicDomain={publicDomain}
      onEnter={onEnter}
      onEdit={isSuperAdmin ? onEdit : undefined}
    />
  );

  return (
    <section aria-labelledby="blog-picker-title">
      <PageHeader>
        <h1 id="blog-picker-title">Selecciona un blog</h1>
        <HeaderActions>
          <Button variant="secondary" onClick={() => onResetSelection()}>
            Reiniciar selección
          </Button>
          {canCreate ? <Button onClick={() => onCreate()}>Nuevo Blog</Button> : null}
        </HeaderActions>
      </PageHeader>
      {status === 'error' ? (
        <ErrorRow>
          <Alert tone="error">{error || BLOG_MESSAGES.listFailed}</Alert>
          {onRetry ? (
            <Button variant="secondary" onClick={() => onRetry()}>
              Reintentar
            </Button>
          ) : null}
        </ErrorRow>
      ) : status === 'loading' ? (
        <LoadingRegion label="Cargando blogs...">{table}</LoadingRegion>
      ) : (
        table
      )}
      <BlogFormModal
        editor={editor}
        canChoosePlan={isSuperAdmin}
        isSaving={isSaving}
        saveError={saveError}
        publicDomain={publicDomain}
        onSave={onSave}
        onClose={onCloseEditor}
      />
    </section>
  );
}
